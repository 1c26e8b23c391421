import { formatMonth } from '../../../shared/format/dates';
import type { ImpactReport } from '../../../shared/schemas/sessions';

export type TrendRow = { label: string; held: number; missed: number; minutes: number; families: number };

/** Up to three years fit one PDF page per month; longer periods are shown per quarter, then per year. */
const MONTHS_PER_PAGE = 36;

/**
 * The trend rows of the PDF page: one per month, or per quarter or year for a long period. The
 * families of a longer row are the most of any of its months (a family is counted once a month).
 */
export function trendRows(report: ImpactReport): TrendRow[] {
  const months = report.months;
  if (months.length <= MONTHS_PER_PAGE)
    return months.map(({ month, ...figures }) => ({ label: formatMonth(month), ...figures }));
  const byQuarter = months.length <= MONTHS_PER_PAGE * 3;
  const groups = new Map<string, TrendRow>();
  for (const { month, held, missed, minutes, families } of months) {
    const year = month.slice(0, 4);
    const label = byQuarter ? `${year} K${Math.ceil(Number(month.slice(5, 7)) / 3)}` : year;
    const row = groups.get(label) ?? { label, held: 0, missed: 0, minutes: 0, families: 0 };
    row.held += held;
    row.missed += missed;
    row.minutes += minutes;
    row.families = Math.max(row.families, families);
    groups.set(label, row);
  }
  return [...groups.values()];
}
