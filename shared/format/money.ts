import { CURRENCY_LOCALE } from '../constants';
import { parseCents } from '../money';
import { lazy } from './lazy';

const euro = lazy(() => new Intl.NumberFormat(CURRENCY_LOCALE, { style: 'currency', currency: 'EUR' }));
const percent = lazy(
  () =>
    new Intl.NumberFormat(CURRENCY_LOCALE, {
      style: 'percent',
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    }),
);

/** 375 → '€ 3,75' (nl-BE). */
export function formatCents(cents: number): string {
  return euro().format(cents / 100);
}

/**
 * The API's decimal string '3.75' → '€ 3,75', and a negative result '-18.60' → '€ -18,60', without a
 * binary float sum; unreadable input as it is.
 */
export function formatAmount(decimal: string): string {
  const text = decimal.trim();
  const isNegative = text.startsWith('-');
  const cents = parseCents(isNegative ? text.slice(1) : text);
  if (cents === null) return decimal;
  return formatCents(isNegative ? -cents : cents);
}

/** 12.5 → '+12,5%'. */
export function formatPercent(value: number): string {
  return percent().format(value / 100);
}
