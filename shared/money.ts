/**
 * Money and distances as integers: cents and tenths of a kilometre. Amounts travel as decimal
 * strings ("3.75") and are never computed with binary floats.
 */
const DECIMAL = /^(\d{1,9})(?:[.,](\d{1,4}))?$/;

/** Parses "3.75", "3,75" or 3.75 into whole units of 10^-decimals; null when it has more decimals or is no number. */
export function parseFixed(input: string | number, decimals: number): number | null {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > decimals) return null;
  return Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0').slice(0, decimals) || '0');
}

export const parseCents = (input: string | number) => parseFixed(input, 2);
export const parseTenths = (input: string | number) => parseFixed(input, 1);

/** 375 → "3.75" */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/**
 * Mileage in cents: tenths of a km × the rate in 1/10000 euro, rounded half up to the cent
 * (12.5 km at € 0,30 → 375). Integer arithmetic only.
 */
export function mileageCents(kilometerTenths: number, rateTenThousandths: number): number {
  const product = kilometerTenths * rateTenThousandths; // in 1/100000 euro
  return Math.floor((product + 500) / 1000);
}
