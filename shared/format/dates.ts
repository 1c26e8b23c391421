import { LOCALE, PORTAL_TIME_ZONE } from '../constants';
import { lazy } from './lazy';

/**
 * Dates on the association's clock (Europe/Brussels), whatever the zone of the server or browser.
 * Written from parts, so the output does not depend on a locale's separators.
 */
const clock = lazy(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: PORTAL_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
);
const monthName = lazy(
  () => new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

export type BrusselsClock = { year: string; month: string; day: string; hour: number; minute: number };
/** The Brussels wall clock as numbers: the agenda stores UTC and repeats events on this clock. */
export type WallTime = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

const toDate = (moment: Date | string | number) => (typeof moment === 'object' ? moment : new Date(moment));
const isValid = (date: Date) => !Number.isNaN(date.getTime());
const pad2 = (value: number) => String(value).padStart(2, '0');

/** The Brussels wall clock at a moment. */
export function brusselsWall(moment: Date | string | number): WallTime {
  const values = Object.fromEntries(
    clock()
      .formatToParts(toDate(moment))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return {
    year: values.year ?? 0,
    month: values.month ?? 1,
    day: values.day ?? 1,
    hour: (values.hour ?? 0) % 24,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

/** The date and time of a moment in Brussels, the date parts written out ('2026', '03', '09'). */
export function brusselsClock(moment: Date | string): BrusselsClock {
  const { year, month, day, hour, minute } = brusselsWall(moment);
  return { year: String(year).padStart(4, '0'), month: pad2(month), day: pad2(day), hour, minute };
}

/** Today (or `now`'s day) in Brussels as 'yyyy-mm-dd': the day the server compares dates against. */
export function todayInBrussels(now: Date = new Date()): string {
  const { year, month, day } = brusselsClock(now);
  return `${year}-${month}-${day}`;
}

/** 'yyyy-mm' of a moment in Brussels: 31 March 23:30 UTC is already April there. */
export function monthInBrussels(moment: Date | string): string {
  const { year, month } = brusselsClock(moment);
  return `${year}-${month}`;
}

/** A moment (ISO timestamp) as dd-mm-jjjj in Brussels; '—' when unreadable. */
export function formatDate(moment: Date | string): string {
  const date = toDate(moment);
  if (!isValid(date)) return '—';
  const { year, month, day } = brusselsClock(date);
  return `${day}-${month}-${year}`;
}

/** A moment as dd-mm-jjjj HH:mm in Brussels; '—' when unreadable. */
export function formatDateTime(moment: Date | string): string {
  const date = toDate(moment);
  if (!isValid(date)) return '—';
  const { year, month, day, hour, minute } = brusselsClock(date);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day}-${month}-${year} ${pad(hour)}:${pad(minute)}`;
}

/** A calendar day 'yyyy-mm-dd' (no time, no zone) as dd-mm-jjjj; anything else as it is. */
export function formatDay(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : isoDay;
}

/** 'yyyy-mm' → 'juni 2025'. */
export function formatMonth(yearMonth: string): string {
  const date = new Date(`${yearMonth}-01T00:00:00Z`);
  return isValid(date) ? monthName().format(date) : yearMonth;
}

const relative = lazy(() => new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' }));
const RELATIVE_STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** '5 minuten geleden', 'gisteren'; under a minute 'zojuist' (seconds would tick while one reads). */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '—';
  let value = (then - now.getTime()) / 1000;
  if (Math.abs(value) < 60) return 'zojuist';
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(value) < size) return relative().format(Math.round(value), unit);
    value /= size;
  }
  return formatDate(iso);
}
