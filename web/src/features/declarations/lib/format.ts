import { LOCALE } from '../../../../../shared/constants';
import { parseCents } from '../../../../../shared/money';

export { formatAmount, formatCents } from '../../../lib/format';

const kilometres = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 0, maximumFractionDigits: 1 });
const day = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});
const moment = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'short', timeStyle: 'short' });

/** The sum of decimal strings in cents, without binary floats. */
export function totalCents(amounts: readonly string[]): number {
  return amounts.reduce((sum, amount) => sum + (parseCents(amount) ?? 0), 0);
}

export function formatKilometers(value: number): string {
  return `${kilometres.format(value)} km`;
}

/** A calendar day 'yyyy-mm-dd' as dd-mm-yyyy. */
export function formatDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : day.format(date);
}

export function formatMoment(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : moment.format(date);
}

/** Today as 'yyyy-mm-dd' in Belgium, the day the server compares against. */
export function todayInBelgium(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(now);
}
