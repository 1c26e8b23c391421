import { calendarMessages } from '../../../shared/messages/calendar';
import { levelAllows } from '../../../shared/policies/calendar';
import { MAX_SHARES_PER_CALENDAR, type ShareCalendarBody } from '../../../shared/schemas/calendar';
import { AppError, conflict, validationError } from '../../domain/errors';
import { replaceCalendar } from '../../repositories/calendar';
import { getUserAccess } from '../../repositories/calendar-users';
import type { Actor } from '../auth/sessions';
import { presentCalendar, visibleCalendar } from './calendar-access';

const m = calendarMessages.calendar;

/**
 * Gives each user the permission (replacing an earlier share of theirs): the owner, a share with
 * admin or a portal admin. The owner keeps owning; unknown users are refused.
 */
export async function shareCalendar(actor: Actor, calendarId: number, body: ShareCalendarBody, now: Date) {
  const { calendar, access } = await visibleCalendar(actor, calendarId);
  if (!levelAllows.manage(access)) throw new AppError('FORBIDDEN', m.notCalendarManager);
  const targets = [...new Set(body.userIds)].filter((userId) => userId !== calendar.ownerId);
  const users = await getUserAccess(targets);
  if (targets.some((userId) => !users.has(userId)))
    throw validationError(m.unknownUsers, [{ path: 'userIds', message: m.unknownUsers }]);
  const shares = [
    ...calendar.shares.filter((share) => !targets.includes(share.userId)),
    ...targets.map((userId) => ({ userId, permission: body.permissions })),
  ];
  if (shares.length > MAX_SHARES_PER_CALENDAR)
    throw validationError(m.tooManyShares, [{ path: 'userIds', message: m.tooManyShares }]);
  const next = { ...calendar, shares, updatedAt: now.toISOString(), version: calendar.version + 1 };
  if (!(await replaceCalendar(calendar, next))) throw conflict();
  return presentCalendar(next, access);
}
