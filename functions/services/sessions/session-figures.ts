import type { SessionKind } from '../../../shared/schemas/sessions';
import {
  FAMILY_MONTHS_SORT_KEY,
  type FigureChange,
  type FiguresScope,
  figuresMonthSortKey,
  figuresPartition,
} from '../../repositories/keys/session-logs';

/**
 * The figures a session adds to the monthly buckets, kept on write in the same transaction as the
 * session (functions/repositories/session-logs.ts), so a report reads buckets, never the sessions.
 *
 * Per month and scope (the association, each of its volunteers, the family's school):
 * - `held`, `missed`: sessions that took place, and those the family was absent for;
 * - `minutes`, `minutes_<kind>`: time of the sessions held (a missed session counts no time);
 * - `fam_<familyId>`: the family's sessions that month (a family with one is active that month);
 * - `vol_<userId>`, `volmin_<userId>`: each volunteer's sessions and minutes held (association and
 *   school scopes);
 * - `day_<dd>`: the volunteer's sessions on that day of the month (volunteer scope): a day with a
 *   logged session, held or missed, is a day of activity for the volunteer-law register.
 * Per family one item `MONTHS` with `m_<yyyy-mm>`: its sessions per month, for its first month in
 * guidance and how long it stays.
 */
export type CountedSession = {
  familyId: number;
  date: string;
  durationMinutes: number;
  kind: SessionKind;
  volunteerIds: readonly number[];
  familyAbsent: boolean;
  /** The family's school when the session was logged (the report's per-school scope). */
  school: string | null;
};

export const monthOfDay = (day: string) => day.slice(0, 7);

function contributions(session: CountedSession, sign: 1 | -1): FigureChange[] {
  const month = figuresMonthSortKey(monthOfDay(session.date));
  const held = session.familyAbsent ? 0 : 1;
  const minutes = held * session.durationMinutes;
  const base: Record<string, number> = {
    held: sign * held,
    missed: sign * (1 - held),
    minutes: sign * minutes,
    [`minutes_${session.kind}`]: sign * minutes,
    [`fam_${session.familyId}`]: sign,
  };
  const perVolunteer: Record<string, number> = {};
  for (const id of session.volunteerIds) {
    perVolunteer[`vol_${id}`] = sign;
    perVolunteer[`volmin_${id}`] = sign * minutes;
  }
  const at = (scope: FiguresScope, add: Record<string, number>): FigureChange => ({
    pk: figuresPartition(scope),
    sk: month,
    add,
  });
  const changes = [at({ kind: 'all' }, { ...base, ...perVolunteer })];
  if (session.school)
    changes.push(at({ kind: 'school', name: session.school }, { ...base, ...perVolunteer }));
  const day = `day_${session.date.slice(8, 10)}`;
  for (const id of session.volunteerIds)
    changes.push(at({ kind: 'volunteer', id }, { ...base, [day]: sign }));
  changes.push({
    pk: figuresPartition({ kind: 'family', id: session.familyId }),
    sk: FAMILY_MONTHS_SORT_KEY,
    add: { [`m_${monthOfDay(session.date)}`]: sign },
  });
  return changes;
}

/**
 * What a write changes in the buckets: the new session's contributions less the previous one's (a
 * create has no previous, a delete no next), merged per item (a transaction touches an item once)
 * and without the deltas that cancel out.
 */
export function figureChanges(previous: CountedSession | null, next: CountedSession | null): FigureChange[] {
  const merged = new Map<string, FigureChange>();
  const all = [...(previous ? contributions(previous, -1) : []), ...(next ? contributions(next, 1) : [])];
  for (const change of all) {
    const key = `${change.pk}\u0000${change.sk}`;
    const target = merged.get(key) ?? { pk: change.pk, sk: change.sk, add: {} };
    for (const [name, value] of Object.entries(change.add))
      target.add[name] = (target.add[name] ?? 0) + value;
    merged.set(key, target);
  }
  return [...merged.values()]
    .map((change) => ({
      ...change,
      add: Object.fromEntries(Object.entries(change.add).filter(([, value]) => value !== 0)),
    }))
    .filter((change) => Object.keys(change.add).length > 0);
}
