import type * as rruleModule from 'rrule';
import {
  brusselsDay,
  brusselsWall,
  fromBrusselsWall,
  type WallTime,
} from '../../../shared/calendar/brussels-time';
import type { Recurrence } from '../../../shared/schemas/calendar';

type RRuleClass = typeof rruleModule.RRule;
let loadedRRule: RRuleClass | undefined;

/**
 * rrule is loaded when a request first meets a series, so a route that handles only single
 * appointments does not pay for evaluating it at cold start (the Lambda import budget). It ships an
 * ES module (bundles) and a UMD file (Node's own loader): the class is taken from either.
 */
export async function loadRecurrence(): Promise<void> {
  if (loadedRRule) return;
  const module = (await import('rrule')) as typeof rruleModule & { default?: typeof rruleModule };
  loadedRRule = module.RRule ?? (module.default as typeof rruleModule).RRule;
}

function rruleClass(): RRuleClass {
  if (!loadedRRule) throw new Error('Recurrence is not loaded: await loadRecurrence() first');
  return loadedRRule;
}

/**
 * Weekly series expanded with rrule on the Brussels wall clock ("floating" time: a Date whose UTC
 * fields are the Brussels fields), then turned into real moments: a session at 16:00 stays at 16:00
 * after the daylight-saving switch, as a calendar client reading the feed's RRULE with TZID does.
 */
const floating = (wall: WallTime) =>
  new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second));
const wallOf = (date: Date): WallTime => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
  day: date.getUTCDate(),
  hour: date.getUTCHours(),
  minute: date.getUTCMinutes(),
  second: date.getUTCSeconds(),
});

export type SeriesShape = { startDate: string; endDate: string; recurrence: Recurrence };
export type Occurrence = { start: Date; end: Date; day: string };

function ruleOf(series: SeriesShape) {
  const RRule = rruleClass();
  const { recurrence } = series;
  const [year, month, day] = (recurrence.until ?? '').split('-').map(Number);
  return new RRule({
    freq: RRule.WEEKLY,
    interval: recurrence.interval,
    dtstart: floating(brusselsWall(new Date(series.startDate))),
    ...(recurrence.count !== null ? { count: recurrence.count } : {}),
    ...(recurrence.until !== null
      ? { until: new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, 23, 59, 59)) }
      : {}),
  });
}

/** How long one occurrence lasts on the wall clock (so 16:00–17:30 stays 16:00–17:30). */
const wallDuration = (series: SeriesShape) =>
  floating(brusselsWall(new Date(series.endDate))).getTime() -
  floating(brusselsWall(new Date(series.startDate))).getTime();

function occurrenceAt(floatingStart: Date, duration: number): Occurrence {
  const start = fromBrusselsWall(wallOf(floatingStart));
  const end = fromBrusselsWall(wallOf(new Date(floatingStart.getTime() + duration)));
  return { start, end, day: brusselsDay(start) };
}

const DAY_MS = 86_400_000;

/** Every occurrence that overlaps [from, to), cancelled dates left out. */
export function occurrencesInWindow(
  series: SeriesShape,
  from: Date,
  to: Date,
  exdates: readonly string[] = [],
): Occurrence[] {
  const duration = wallDuration(series);
  const rule = ruleOf(series);
  const after = new Date(floating(brusselsWall(from)).getTime() - duration - DAY_MS);
  const before = new Date(floating(brusselsWall(to)).getTime() + DAY_MS);
  const skipped = new Set(exdates);
  return rule
    .between(after, before, true)
    .map((start) => occurrenceAt(start, duration))
    .filter((occurrence) => !skipped.has(occurrence.day) && overlaps(occurrence, from, to));
}

/** Every occurrence of a (bounded) series: for its span and for checking an occurrence date. */
export function allOccurrences(series: SeriesShape): Occurrence[] {
  const duration = wallDuration(series);
  return ruleOf(series)
    .all((_, index) => index < 1000)
    .map((start) => occurrenceAt(start, duration));
}

/** An event overlaps [from, to) when it starts before `to` and ends after `from` (or is a moment at `from`). */
export function overlaps(event: { start: Date; end: Date }, from: Date, to: Date): boolean {
  const start = event.start.getTime();
  const end = event.end.getTime();
  return start < to.getTime() && (end > from.getTime() || start >= from.getTime());
}

/** RFC 5545 RRULE value of a series, for the feed (UNTIL in UTC, as the RFC wants with a TZID start). */
export function rruleText(series: SeriesShape, allDay = false): string {
  const { recurrence } = series;
  const parts = [`FREQ=WEEKLY`, `INTERVAL=${recurrence.interval}`];
  if (recurrence.count !== null) parts.push(`COUNT=${recurrence.count}`);
  // RFC 5545 §3.3.10: UNTIL takes DTSTART's value type, a DATE for an all-day series.
  if (recurrence.until !== null && allDay) parts.push(`UNTIL=${recurrence.until.replace(/-/g, '')}`);
  else if (recurrence.until !== null) {
    const [year, month, day] = recurrence.until.split('-').map(Number);
    const lastMoment = fromBrusselsWall({
      year: year ?? 1970,
      month: month ?? 1,
      day: day ?? 1,
      hour: 23,
      minute: 59,
      second: 59,
    });
    parts.push(
      `UNTIL=${lastMoment
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    );
  }
  return parts.join(';');
}
