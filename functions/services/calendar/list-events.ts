import type { CalendarEvent, ListEventsQuery } from '../../../shared/schemas/calendar';
import { listEventsInWindow } from '../../repositories/calendar';
import type { Actor } from '../auth/sessions';
import { visibleCalendars } from './list-calendars';
import { presentEvent, presentOccurrence } from './present-event';
import { loadRecurrence, occurrencesInWindow, overlaps } from './recurrence';

/**
 * Exactly the appointments and occurrences that overlap [from, to) in the calendars the caller may
 * see (those of `calendarIds` only, when given; ids of calendars they may not see are ignored).
 */
export async function listEvents(actor: Actor, query: ListEventsQuery) {
  const from = new Date(query.from);
  const to = new Date(query.to);
  const wanted = query.calendarIds ? new Set(query.calendarIds) : null;
  const calendarIds = (await visibleCalendars(actor))
    .map(({ calendar }) => calendar.id)
    .filter((id) => !wanted || wanted.has(id));
  const records = calendarIds.length > 0 ? await listEventsInWindow(calendarIds, from, to) : [];
  if (records.some((event) => event.recurrence)) await loadRecurrence();
  const items: CalendarEvent[] = records.flatMap((event) => {
    if (event.recurrence) {
      return occurrencesInWindow({ ...event, recurrence: event.recurrence }, from, to, event.exdates).map(
        (occurrence) => presentOccurrence(event, occurrence),
      );
    }
    const span = { start: new Date(event.startDate), end: new Date(event.endDate) };
    return overlaps(span, from, to) ? [presentEvent(event)] : [];
  });
  items.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
  return { items, nextCursor: null };
}
