import { calendarMessages } from '../../../shared/messages/calendar';
import { notFound, validationError } from '../../domain/errors';
import { type EventRecord, getEvent } from '../../repositories/calendar';
import type { Actor } from '../auth/sessions';
import { editableCalendar } from './calendar-access';
import { allOccurrences, loadRecurrence } from './recurrence';

const m = calendarMessages.calendar;

/**
 * An event the caller may change: 404 when it does not exist or its calendar is invisible to the
 * caller (the same answer, so ids reveal nothing), 403 when the calendar is only shared to view.
 */
export async function editableEvent(actor: Actor, id: number): Promise<EventRecord> {
  const event = await getEvent(id);
  if (!event) throw notFound(m.eventNotFound);
  await editableCalendar(actor, event.calendarId, m.eventNotFound);
  return event;
}

/** Checks that `day` is a date the series still has (not cancelled or changed on its own). */
export async function assertOccurrence(event: EventRecord, day: string) {
  const refuse = (message: string) => validationError(message, [{ path: 'occurrence', message }]);
  if (!event.recurrence) throw refuse(m.notASeries);
  await loadRecurrence();
  const days = allOccurrences({ ...event, recurrence: event.recurrence }).map((occurrence) => occurrence.day);
  if (!days.includes(day) || event.exdates.includes(day)) throw refuse(m.occurrenceNotInSeries);
}
