import type { CalendarEvent } from '../../../shared/schemas/calendar';
import type { EventRecord } from '../../repositories/calendar';
import type { Occurrence } from './recurrence';

const common = (event: EventRecord) => ({
  id: event.id,
  calendarId: event.calendarId,
  title: event.title,
  description: event.description,
  location: event.location,
  allDay: event.allDay,
  recurrence: event.recurrence,
  exceptions: event.recurrence ? event.exdates : [],
  seriesId: event.seriesId,
  familyId: event.familyId,
  version: event.version,
});

/** A single appointment, or a series as a whole (its first occurrence). */
export function presentEvent(event: EventRecord): CalendarEvent {
  const isSeries = event.recurrence !== null;
  return {
    ...common(event),
    startDate: event.startDate,
    endDate: event.endDate,
    occurrenceDate: null,
    seriesStart: isSeries ? event.startDate : null,
    seriesEnd: isSeries ? event.endDate : null,
  };
}

/** One date of a series, changed or cancelled by `?occurrence=<occurrenceDate>`. */
export function presentOccurrence(event: EventRecord, occurrence: Occurrence): CalendarEvent {
  return {
    ...common(event),
    startDate: occurrence.start.toISOString(),
    endDate: occurrence.end.toISOString(),
    occurrenceDate: occurrence.day,
    seriesStart: event.startDate,
    seriesEnd: event.endDate,
  };
}
