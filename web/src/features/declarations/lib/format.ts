import { LOCALE } from '../../../../../shared/constants';
import { parseCents } from '../../../../../shared/money';

// Dates and amounts come from the one shared format module (dd-mm-jjjj, euro in nl-BE).
export {
  formatAmount,
  formatCents,
  formatDateTime as formatMoment,
  formatDay,
  todayInBrussels as todayInBelgium,
} from '../../../lib/format';

const kilometres = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 0, maximumFractionDigits: 1 });

/** The sum of decimal strings in cents, without binary floats. */
export function totalCents(amounts: readonly string[]): number {
  return amounts.reduce((sum, amount) => sum + (parseCents(amount) ?? 0), 0);
}

export function formatKilometers(value: number): string {
  return `${kilometres.format(value)} km`;
}
