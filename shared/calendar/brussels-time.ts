/**
 * Wall-clock time in Brussels and back, for the agenda: events are stored in UTC, shown and repeated
 * on the Brussels clock, so 16:00 stays 16:00 across the daylight-saving switches.
 */
import { brusselsWall, type WallTime } from '../format/dates';

export { brusselsWall, type WallTime };

/** A wall-clock time read as if it were UTC: the base of the offset arithmetic below. */
const wallAsUtc = (wall: WallTime) =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

/** How far Brussels is ahead of UTC at a moment, in milliseconds (1 h in winter, 2 h in summer). */
export const brusselsOffsetMs = (moment: number) =>
  wallAsUtc(brusselsWall(moment)) - Math.floor(moment / 1000) * 1000;

/**
 * The moment a Brussels wall-clock time happens. A time skipped by the spring switch (02:30 on the
 * last Sunday of March) lands an hour later; one repeated in autumn is read as its first (summer) time.
 */
export function fromBrusselsWall(wall: WallTime): Date {
  const guess = wallAsUtc(wall);
  const offsets = [...new Set([brusselsOffsetMs(guess - 86_400_000), brusselsOffsetMs(guess + 86_400_000)])];
  const matching = offsets
    .map((offset) => guess - offset)
    .filter((candidate) => wallAsUtc(brusselsWall(candidate)) === guess)
    .sort((a, b) => a - b);
  return new Date(matching[0] ?? guess - Math.min(...offsets));
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** 'yyyy-mm-dd' of a moment in Brussels. */
export function brusselsDay(moment: Date | number | string): string {
  const wall = brusselsWall(typeof moment === 'string' ? new Date(moment) : moment);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** 'HH:mm' of a moment in Brussels. */
export function brusselsTime(moment: Date | number | string): string {
  const wall = brusselsWall(typeof moment === 'string' ? new Date(moment) : moment);
  return `${pad(wall.hour)}:${pad(wall.minute)}`;
}

const dayParts = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return { year: year ?? 1970, month: month ?? 1, day: date ?? 1 };
};

/** A Brussels day at a wall-clock time: ('2026-03-29', 9, 0) → 07:00 UTC. */
export const atBrusselsTime = (day: string, hour: number, minute = 0, second = 0) =>
  fromBrusselsWall({ ...dayParts(day), hour, minute, second });

/** Spec §5: an all-day event runs from 00:00:00 on its start date to 23:59:59 on its end date. */
export function allDayBounds(startDay: string, endDay: string) {
  return { start: atBrusselsTime(startDay, 0, 0, 0), end: atBrusselsTime(endDay, 23, 59, 59) };
}

/** 'yyyy-mm-dd' plus a number of days (calendar arithmetic, no zone involved). */
export function addDays(day: string, days: number): string {
  const { year, month, day: date } = dayParts(day);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, of a 'yyyy-mm-dd'. */
export function weekdayOf(day: string): number {
  const { year, month, day: date } = dayParts(day);
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}
