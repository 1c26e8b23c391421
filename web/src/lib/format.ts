import { CURRENCY_LOCALE, LOCALE } from '../../../shared/constants';
import { parseCents } from '../../../shared/money';

/**
 * The one place amounts, dates and times become Dutch text (CONVENTIONS "Front end specifics"):
 * euro in nl-BE, dates as dd-mm-yyyy.
 */
const euro = new Intl.NumberFormat(CURRENCY_LOCALE, { style: 'currency', currency: 'EUR' });
const percent = new Intl.NumberFormat(CURRENCY_LOCALE, {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});
const day = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric' });
const monthName = new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' });
const relative = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });

/** 375 → '€ 3,75'. */
export function formatCents(cents: number): string {
  return euro.format(cents / 100);
}

/** The API's decimal string '3.75' → '€ 3,75', without passing through a binary float sum. */
export function formatAmount(decimal: string): string {
  const cents = parseCents(decimal);
  return cents === null ? decimal : formatCents(cents);
}

/** 12.5 → '+12,5%'. */
export function formatPercent(value: number): string {
  return percent.format(value / 100);
}

/** An ISO timestamp as dd-mm-yyyy in the browser's time zone; '—' when unreadable. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : day.format(date);
}

/** 'yyyy-mm' → 'juni 2025'. */
export function formatMonth(yearMonth: string): string {
  const date = new Date(`${yearMonth}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? yearMonth : monthName.format(date);
}

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
    if (Math.abs(value) < size) return relative.format(Math.round(value), unit);
    value /= size;
  }
  return formatDate(iso);
}
