import { allDayBounds, brusselsDay } from '../../../shared/calendar/brussels-time';
import { calendarMessages } from '../../../shared/messages/calendar';
import { type EventBody, MAX_SERIES_DAYS, type Recurrence } from '../../../shared/schemas/calendar';
import { validationError } from '../../domain/errors';
import { allOccurrences, loadRecurrence } from './recurrence';

const m = calendarMessages.calendar;
const DAY_MS = 86_400_000;

export type EventTiming = {
  startDate: string;
  endDate: string;
  recurrence: Recurrence | null;
  /** When the last occurrence ends. */
  spanEnd: string;
};

const refuse = (path: string, message: string) => validationError(message, [{ path, message }]);

/**
 * The stored times of an appointment: UTC ISO timestamps; an all-day one from 00:00:00 on its start
 * date to 23:59:59 on its end date in Brussels (spec §5). A series must end within two years.
 */
export async function timingOf(
  body: Pick<EventBody, 'allDay' | 'startDate' | 'endDate' | 'recurrence'>,
): Promise<EventTiming> {
  const bounds = body.allDay
    ? allDayBounds(brusselsDay(body.startDate), brusselsDay(body.endDate))
    : { start: new Date(body.startDate), end: new Date(body.endDate) };
  const startDate = bounds.start.toISOString();
  const endDate = bounds.end.toISOString();
  const { recurrence } = body;
  if (!recurrence) return { startDate, endDate, recurrence: null, spanEnd: endDate };
  if (recurrence.until !== null && recurrence.until < brusselsDay(startDate))
    throw refuse('recurrence.until', m.recurrenceUntilBeforeStart);
  if (
    recurrence.until !== null &&
    Date.parse(recurrence.until) - Date.parse(startDate) > MAX_SERIES_DAYS * DAY_MS
  )
    throw refuse('recurrence.until', m.recurrenceTooLong);
  await loadRecurrence();
  const occurrences = allOccurrences({ startDate, endDate, recurrence });
  const last = occurrences.at(-1);
  if (!last) throw refuse('recurrence', m.recurrenceUntilBeforeStart);
  if (last.start.getTime() - bounds.start.getTime() > MAX_SERIES_DAYS * DAY_MS)
    throw refuse('recurrence', m.recurrenceTooLong);
  return { startDate, endDate, recurrence, spanEnd: last.end.toISOString() };
}
