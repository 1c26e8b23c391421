import { calendarMessages } from '../../../shared/messages/calendar';
import { levelAllows } from '../../../shared/policies/calendar';
import { AppError, conflict } from '../../domain/errors';
import { deleteCalendar, purgeCalendarEvents } from '../../repositories/calendar';
import type { Actor } from '../auth/sessions';
import { visibleCalendar } from './calendar-access';

const m = calendarMessages.calendar;

/**
 * The owner or a portal admin deletes a calendar with its events. The events go first, in batches (a
 * calendar may hold more than one transaction can carry): when DynamoDB does not complete them the
 * request fails (500) with the calendar still there, so the owner can delete it again and the retry
 * removes what is left. Then the calendar and its member items go in one transaction, and an event
 * created in between is removed after it.
 */
export async function removeCalendar(actor: Actor, id: number) {
  const { calendar, access } = await visibleCalendar(actor, id);
  if (!levelAllows.remove(access)) throw new AppError('FORBIDDEN', m.notCalendarOwner);
  await purgeCalendarEvents(calendar.id);
  if (!(await deleteCalendar(calendar))) throw conflict();
  await purgeCalendarEvents(calendar.id);
  return { message: m.calendarDeleted };
}
