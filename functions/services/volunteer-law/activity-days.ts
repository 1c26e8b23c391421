import type { ActivityDays } from '../../../shared/schemas/volunteer-law';
import { undecidedAllowanceDays } from '../../repositories/declarations';
import { getLawYear } from '../../repositories/volunteer-law';
import type { Actor } from '../auth/sessions';
import { daysOfActivity } from '../sessions/days-of-activity';
import { lawSubject } from './law-access';

/**
 * GET /api/users/{id}/activity-days/{year}: the days a flat allowance may be declared for (days with
 * a logged guidance session), each marked when an allowance was already claimed for it: approved (the
 * law counters' days) or waiting for a decision. Only for whom may see the volunteer's law totals
 * (the volunteer, user managers, reviewers); anyone else's answer 404.
 */
export async function visibleActivityDays(actor: Actor, userId: number, year: number): Promise<ActivityDays> {
  await lawSubject(actor, userId);
  const [days, counters, undecided] = await Promise.all([
    daysOfActivity(userId, year),
    getLawYear(userId, year),
    undecidedAllowanceDays(userId, year),
  ]);
  const waiting = new Set(undecided);
  return {
    userId,
    year,
    days: days.map((date) => ({
      date,
      claim: (counters.days[date] ?? 0) > 0 ? 'approved' : waiting.has(date) ? 'pending' : null,
    })),
  };
}
