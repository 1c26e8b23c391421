import { figuresScope } from '../../../shared/policies/sessions';
import type { SessionHours, SessionHoursQuery } from '../../../shared/schemas/sessions';
import { forbidden } from '../../domain/errors';
import { type FigureMonth, readFigureMonths } from '../../repositories/session-logs';
import type { Actor } from '../auth/sessions';

const count = (values: Record<string, number>, name: string) => values[name] ?? 0;

/**
 * Sessions and hours per month of one year, from the monthly buckets: a volunteer sees their own
 * (asking for someone else's is refused); coordinators, admins and the board see one volunteer's or,
 * without `volunteerId`, every volunteer's months.
 */
export async function sessionHours(actor: Actor, query: SessionHoursQuery): Promise<SessionHours> {
  const own = figuresScope(actor);
  if (own !== null && query.volunteerId !== undefined && query.volunteerId !== own) throw forbidden();
  const volunteerId = own ?? query.volunteerId ?? null;
  const from = `${query.year}-01`;
  const to = `${query.year}-12`;
  if (volunteerId !== null) {
    const months = await readFigureMonths({ kind: 'volunteer', id: volunteerId }, from, to);
    return { year: query.year, volunteerId, months: months.map(ownMonth), volunteers: [] };
  }
  const months = await readFigureMonths({ kind: 'all' }, from, to);
  return {
    year: query.year,
    volunteerId: null,
    months: months.map((month) => ({ ...ownMonth(month), daysOfActivity: 0 })),
    volunteers: perVolunteer(months),
  };
}

function ownMonth({ month, values }: FigureMonth) {
  return {
    month,
    sessions: count(values, 'held') + count(values, 'missed'),
    minutes: count(values, 'minutes'),
    daysOfActivity: Object.entries(values).filter(([name, value]) => name.startsWith('day_') && value > 0)
      .length,
  };
}

function perVolunteer(months: readonly FigureMonth[]) {
  const byVolunteer = new Map<number, SessionHours['volunteers'][number]['months']>();
  for (const { month, values } of months) {
    for (const [name, sessions] of Object.entries(values)) {
      if (!name.startsWith('vol_') || sessions <= 0) continue;
      const id = Number(name.slice('vol_'.length));
      const list = byVolunteer.get(id) ?? [];
      list.push({ month, sessions, minutes: count(values, `volmin_${id}`) });
      byVolunteer.set(id, list);
    }
  }
  return [...byVolunteer.entries()]
    .sort(([a], [b]) => a - b)
    .map(([volunteerId, list]) => ({ volunteerId, months: list }));
}
