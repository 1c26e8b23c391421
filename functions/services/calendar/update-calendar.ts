import { calendarMessages } from '../../../shared/messages/calendar';
import { levelAllows } from '../../../shared/policies/calendar';
import type { CalendarBody } from '../../../shared/schemas/calendar';
import { AppError, conflict } from '../../domain/errors';
import { replaceCalendar } from '../../repositories/calendar';
import type { Actor } from '../auth/sessions';
import { presentCalendar, visibleCalendar } from './calendar-access';

/** Name, description, colour and public flag: the owner, a share with admin or a portal admin. */
export async function updateCalendar(actor: Actor, id: number, body: CalendarBody, now: Date) {
  const { calendar, access } = await visibleCalendar(actor, id);
  if (!levelAllows.manage(access))
    throw new AppError('FORBIDDEN', calendarMessages.calendar.notCalendarManager);
  const next = { ...calendar, ...body, updatedAt: now.toISOString(), version: calendar.version + 1 };
  if (!(await replaceCalendar(calendar, next))) throw conflict();
  return presentCalendar(next, access);
}
