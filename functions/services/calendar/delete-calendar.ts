import { calendarMessages } from '../../../shared/messages/calendar';
import { levelAllows } from '../../../shared/policies/calendar';
import { AppError, conflict } from '../../domain/errors';
import { deleteCalendar, purgeCalendarEvents } from '../../repositories/calendar';
import type { Actor } from '../auth/sessions';
import { visibleCalendar } from './calendar-access';

const m = calendarMessages.calendar;

/**
 * The owner or a portal admin deletes a calendar with its events. The calendar and its member items
 * go in one transaction, which makes it and its events invisible at once; the events are then
 * removed in batches (a calendar may hold more than one transaction can carry).
 */
export async function removeCalendar(actor: Actor, id: number) {
  const { calendar, access } = await visibleCalendar(actor, id);
  if (!levelAllows.remove(access)) throw new AppError('FORBIDDEN', m.notCalendarOwner);
  if (!(await deleteCalendar(calendar))) throw conflict();
  await purgeCalendarEvents(calendar.id);
  return { message: m.calendarDeleted };
}
