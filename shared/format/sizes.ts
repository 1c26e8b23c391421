import { CURRENCY_LOCALE } from '../constants';
import { lazy } from './lazy';

const number = lazy(() => new Intl.NumberFormat(CURRENCY_LOCALE, { maximumFractionDigits: 1 }));
const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** 2048 → '2 KB', 10485760 → '10 MB' (binary steps, as file managers show them). */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${number().format(value)} ${UNITS[unit]}`;
}
