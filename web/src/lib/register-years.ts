import { todayInBrussels } from '../../../shared/format/dates';

/** The first year the register's year picker offers: the oldest published figures (shared/constants). */
export const FIRST_REGISTER_YEAR = 2020;

/** The current calendar year in Brussels. */
export function currentYear(now: Date = new Date()): number {
  return Number(todayInBrussels(now).slice(0, 4));
}

/**
 * The year a yearly statement opens on: the past year during the first quarter, when volunteers
 * file their taxes and ask for last year's attest; the current year after it.
 */
export function defaultStatementYear(now: Date = new Date()): number {
  const [year, month] = todayInBrussels(now).split('-').map(Number) as [number, number];
  return month <= 3 ? year - 1 : year;
}

/** The years to pick from, newest first, from FIRST_REGISTER_YEAR to the current year. */
export function registerYears(now: Date = new Date()): number[] {
  const last = currentYear(now);
  return Array.from({ length: last - FIRST_REGISTER_YEAR + 1 }, (_, index) => last - index);
}
