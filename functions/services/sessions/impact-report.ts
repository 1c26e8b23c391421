import { figuresScope } from '../../../shared/policies/sessions';
import { type ImpactReport, type ImpactReportQuery, SESSION_KINDS } from '../../../shared/schemas/sessions';
import type { FiguresScope } from '../../repositories/keys/session-logs';
import {
  type FigureMonth,
  getFamilySummaries,
  readFamilyMonths,
  readFigureMonths,
} from '../../repositories/session-logs';
import type { Actor } from '../auth/sessions';

const UNKNOWN_GRADE = 'onbekend';
const value = (values: Record<string, number>, name: string) => values[name] ?? 0;

/** Every 'yyyy-mm' from one month to another, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  for (let current = from; current <= to; ) {
    months.push(current);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
    current = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
  }
  return months;
}

/** Ids whose counter (`<prefix><id>`) is above 0 in any of the months. */
function activeIds(months: readonly FigureMonth[], prefix: string): Set<number> {
  const ids = new Set<number>();
  for (const { values } of months)
    for (const [name, count] of Object.entries(values))
      if (name.startsWith(prefix) && count > 0) ids.add(Number(name.slice(prefix.length)));
  return ids;
}

/**
 * The impact report from the monthly buckets kept on write: one Query of at most 120 items for the
 * scope, then the active families' month items and records by key. Its cost follows the number of
 * months and of families, never the number of sessions.
 */
export async function impactReport(actor: Actor, query: ImpactReportQuery): Promise<ImpactReport> {
  const volunteerId = figuresScope(actor);
  const school = volunteerId === null ? (query.school ?? null) : null;
  const scope: FiguresScope =
    volunteerId !== null
      ? { kind: 'volunteer', id: volunteerId }
      : school !== null
        ? { kind: 'school', name: school }
        : { kind: 'all' };
  const buckets = await readFigureMonths(scope, query.from, query.to);
  const byMonth = new Map(buckets.map((bucket) => [bucket.month, bucket.values]));
  const familyIds = [...activeIds(buckets, 'fam_')].sort((a, b) => a - b);
  const [familyMonths, families] = await Promise.all([
    readFamilyMonths(familyIds),
    getFamilySummaries(familyIds),
  ]);

  const sum = (name: string) => buckets.reduce((total, bucket) => total + value(bucket.values, name), 0);
  let isNew = 0;
  let ended = 0;
  let monthsInGuidance = 0;
  for (const id of familyIds) {
    const withSessions = Object.entries(familyMonths.get(id) ?? {})
      .filter(([, count]) => count > 0)
      .map(([month]) => month)
      .sort();
    const first = withSessions[0] ?? query.from;
    const lastInPeriod = withSessions.filter((month) => month <= query.to).at(-1) ?? first;
    const lastEver = withSessions.at(-1) ?? first;
    if (first >= query.from) isNew += 1;
    const family = families.find((each) => each.id === id);
    if (family?.guidanceStatus === 'afgerond' && lastEver <= query.to) ended += 1;
    monthsInGuidance += monthsBetween(first, lastInPeriod).length;
  }
  const byGrade: Record<string, number> = {};
  let children = 0;
  for (const family of families) {
    if (!family.childName) continue;
    children += 1;
    const grade = family.grade?.trim() || UNKNOWN_GRADE;
    byGrade[grade] = (byGrade[grade] ?? 0) + 1;
  }
  const volunteerIds =
    volunteerId !== null
      ? sum('held') + sum('missed') > 0
        ? [volunteerId]
        : []
      : [...activeIds(buckets, 'vol_')].sort((a, b) => a - b);

  return {
    from: query.from,
    to: query.to,
    school,
    volunteerId,
    families: { active: familyIds.length, new: isNew, ended },
    children: { supported: children, byGrade },
    sessions: { held: sum('held'), missed: sum('missed') },
    minutes: {
      total: sum('minutes'),
      byKind: Object.fromEntries(
        SESSION_KINDS.map((kind) => [kind, sum(`minutes_${kind}`)]),
      ) as ImpactReport['minutes']['byKind'],
    },
    volunteers: {
      active: volunteerIds.length,
      hours: volunteerIds.map((id) =>
        volunteerId !== null
          ? { volunteerId: id, sessions: sum('held') + sum('missed'), minutes: sum('minutes') }
          : { volunteerId: id, sessions: sum(`vol_${id}`), minutes: sum(`volmin_${id}`) },
      ),
    },
    averageMonthsInGuidance:
      familyIds.length === 0 ? 0 : Math.round((monthsInGuidance / familyIds.length) * 10) / 10,
    months: monthsBetween(query.from, query.to).map((month) => {
      const values = byMonth.get(month) ?? {};
      return {
        month,
        held: value(values, 'held'),
        missed: value(values, 'missed'),
        minutes: value(values, 'minutes'),
        families: Object.entries(values).filter(([name, count]) => name.startsWith('fam_') && count > 0)
          .length,
      };
    }),
  };
}
