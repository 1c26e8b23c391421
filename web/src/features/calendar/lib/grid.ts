import {
  addDays,
  atBrusselsTime,
  brusselsDay,
  brusselsWall,
  weekdayOf,
} from '../../../../../shared/calendar/brussels-time';
import { formatDay, formatMonth } from '../../../../../shared/format/dates';
import type { CalendarEvent } from '../../../../../shared/schemas/calendar';

/** The three views of spec §4; every day is a Brussels 'yyyy-mm-dd'. */
export type ViewMode = 'month' | 'week' | 'day';

/** Spec §9: the week starts on Sunday. */
export const WEEKDAYS_SHORT = ['zo', 'ma', 'di', 'wo', 'do', 'vr', 'za'] as const;
export const WEEKDAYS_LONG = [
  'zondag',
  'maandag',
  'dinsdag',
  'woensdag',
  'donderdag',
  'vrijdag',
  'zaterdag',
] as const;
/** Spec §9: a month cell shows at most 3 events, then '+N meer'. */
export const EVENTS_PER_CELL = 3;

export const todayDay = () => brusselsDay(new Date());
export const monthOf = (day: string) => day.slice(0, 7);
const firstOfMonth = (day: string) => `${monthOf(day)}-01`;

/** Six weeks from the Sunday on or before the first of the month. */
export function monthGrid(anchor: string): string[] {
  const first = firstOfMonth(anchor);
  const start = addDays(first, -weekdayOf(first));
  return Array.from({ length: 42 }, (_, index) => addDays(start, index));
}

export function weekOf(anchor: string): string[] {
  const start = addDays(anchor, -weekdayOf(anchor));
  return Array.from({ length: 7 }, (_, index) => addDays(start, index));
}

export function daysInView(mode: ViewMode, anchor: string): string[] {
  if (mode === 'month') return monthGrid(anchor);
  if (mode === 'week') return weekOf(anchor);
  return [anchor];
}

/** The window to ask the server for: from the first shown day's midnight to the midnight after the last. */
export function windowOf(days: readonly string[]) {
  const first = days[0] ?? todayDay();
  const last = days.at(-1) ?? first;
  return {
    from: atBrusselsTime(first, 0).toISOString(),
    to: atBrusselsTime(addDays(last, 1), 0).toISOString(),
  };
}

function addMonths(day: string, months: number): string {
  const [year, month] = day.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1 + months, 1));
  return date.toISOString().slice(0, 10);
}

/** Previous (-1) or next (+1) month, week or day. */
export function shiftAnchor(mode: ViewMode, anchor: string, direction: 1 | -1): string {
  if (mode === 'month') return addMonths(anchor, direction);
  return addDays(anchor, direction * (mode === 'week' ? 7 : 1));
}

export function viewTitle(mode: ViewMode, anchor: string): string {
  if (mode === 'month') return formatMonth(monthOf(anchor));
  if (mode === 'week') {
    const days = weekOf(anchor);
    return `${formatDay(days[0] ?? anchor)} – ${formatDay(days[6] ?? anchor)}`;
  }
  return `${WEEKDAYS_LONG[weekdayOf(anchor)]} ${formatDay(anchor)}`;
}

/** The Brussels days an event covers; one ending at midnight does not reach into the next day. */
export function daysOfEvent(event: Pick<CalendarEvent, 'startDate' | 'endDate'>): string[] {
  const start = new Date(event.startDate).getTime();
  const end = new Date(event.endDate).getTime();
  const first = brusselsDay(start);
  const last = brusselsDay(end > start ? end - 1 : end);
  const days = [first];
  while ((days.at(-1) ?? last) < last && days.length < 400) days.push(addDays(days.at(-1) ?? last, 1));
  return days;
}

/** Shown in the all-day row of the week and day views (and first in a month cell). */
export const isAllDayLike = (event: CalendarEvent) => event.allDay || daysOfEvent(event).length > 1;

/** The events of each shown day: all-day and multi-day first, then by start time. */
export function eventsByDay(events: readonly CalendarEvent[], days: readonly string[]) {
  const shown = new Set(days);
  const byDay = new Map<string, CalendarEvent[]>(days.map((day) => [day, []]));
  for (const event of events) {
    for (const day of daysOfEvent(event)) if (shown.has(day)) byDay.get(day)?.push(event);
  }
  for (const list of byDay.values()) {
    list.sort(
      (a, b) =>
        Number(isAllDayLike(b)) - Number(isAllDayLike(a)) ||
        a.startDate.localeCompare(b.startDate) ||
        a.title.localeCompare(b.title),
    );
  }
  return byDay;
}

/** Minutes since midnight on the Brussels clock. */
export function minutesOfDay(moment: string): number {
  const wall = brusselsWall(new Date(moment));
  return wall.hour * 60 + wall.minute;
}

/** Identifies an event or one occurrence of a series in lists. */
export const eventKey = (event: CalendarEvent) => `${event.id}:${event.occurrenceDate ?? ''}`;
