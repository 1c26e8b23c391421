import { todayInBrussels } from '../../../shared/format/dates';

/** Spec §9: the bookkeeping period defaults to the first of this month up to today (Brussels). */
export function defaultPeriod(
  now: Date,
  period: { dateFrom?: string | undefined; dateTo?: string | undefined },
) {
  const today = todayInBrussels(now);
  const dateTo = period.dateTo ?? (period.dateFrom && period.dateFrom > today ? period.dateFrom : today);
  const dateFrom = period.dateFrom ?? `${dateTo.slice(0, 7)}-01`;
  return { dateFrom, dateTo };
}

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthOf = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
export const shiftMonth = (month: string, by: number) => monthOf(monthIndex(month) + by);

/** 'yyyy-mm' → its last day 'yyyy-mm-dd'. */
export function lastDayOf(month: string): string {
  const days = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  return `${month}-${String(days).padStart(2, '0')}`;
}

/** Every month from one to another, both included ('2025-11' … '2026-02'). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let index = monthIndex(from); index <= monthIndex(to); index += 1) months.push(monthOf(index));
  return months;
}

export type PeriodParts = {
  /** The whole months inside the period (first and last, inclusive), read from the month totals. */
  months: [string, string] | null;
  /** The partial months at the edges, read from the day totals (each range inclusive). */
  days: [string, string][];
};

/**
 * Splits a period into whole months and the partial months at its edges, so a summary reads at most
 * one range of month totals and two ranges of day totals, however many transactions there are.
 */
export function splitPeriod(dateFrom: string, dateTo: string): PeriodParts {
  const fromMonth = dateFrom.slice(0, 7);
  const toMonth = dateTo.slice(0, 7);
  const startsMonth = dateFrom.endsWith('-01');
  const endsMonth = dateTo === lastDayOf(toMonth);
  if (fromMonth === toMonth) {
    return startsMonth && endsMonth
      ? { months: [fromMonth, toMonth], days: [] }
      : { months: null, days: [[dateFrom, dateTo]] };
  }
  const firstWhole = startsMonth ? fromMonth : shiftMonth(fromMonth, 1);
  const lastWhole = endsMonth ? toMonth : shiftMonth(toMonth, -1);
  const days: [string, string][] = [];
  if (!startsMonth) days.push([dateFrom, lastDayOf(fromMonth)]);
  if (!endsMonth) days.push([`${toMonth}-01`, dateTo]);
  return { months: firstWhole <= lastWhole ? [firstWhole, lastWhole] : null, days };
}
