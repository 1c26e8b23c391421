import { centsToDecimal } from '../../../shared/money';
import {
  ACCOUNTING_CATEGORIES,
  type AccountingSummary,
  ENTRY_TYPES,
  type SummaryQuery,
} from '../../../shared/schemas/accounting';
import { type TotalsRow, totalsBetween } from '../../repositories/accounting';
import { totalsAttribute } from '../../repositories/keys/accounting';
import { defaultPeriod, monthsBetween, splitPeriod } from './period';

/** A chart of more months than this shows only the months that have transactions. */
const MAX_CHART_MONTHS = 120;

/** Sums totals rows into the summary's shape (pure, so the report and the export share it). */
export function summaryOf(dateFrom: string, dateTo: string, rows: readonly TotalsRow[]): AccountingSummary {
  const byAttribute = new Map<string, number>();
  const byMonth = new Map<string, { income: number; expenses: number }>();
  for (const row of rows) {
    const month = row.key.slice(0, 7);
    const monthTotals = byMonth.get(month) ?? { income: 0, expenses: 0 };
    for (const [attribute, cents] of Object.entries(row.totals)) {
      byAttribute.set(attribute, (byAttribute.get(attribute) ?? 0) + cents);
      if (attribute.startsWith('incoming|')) monthTotals.income += cents;
      else monthTotals.expenses += cents;
    }
    byMonth.set(month, monthTotals);
  }
  const categoryBreakdown: AccountingSummary['categoryBreakdown'] = [];
  let income = 0;
  let expenses = 0;
  for (const type of ENTRY_TYPES) {
    for (const category of ACCOUNTING_CATEGORIES) {
      const cents = byAttribute.get(totalsAttribute(type, category)) ?? 0;
      if (type === 'incoming') income += cents;
      else expenses += cents;
      if (cents !== 0) categoryBreakdown.push({ category, type, total: centsToDecimal(cents) });
    }
  }
  const allMonths = monthsBetween(dateFrom.slice(0, 7), dateTo.slice(0, 7));
  const chartMonths = allMonths.length <= MAX_CHART_MONTHS ? allMonths : [...byMonth.keys()].sort();
  return {
    dateFrom,
    dateTo,
    totalIncome: centsToDecimal(income),
    totalExpenses: centsToDecimal(expenses),
    netResult: centsToDecimal(income - expenses),
    categoryBreakdown,
    months: chartMonths.map((month) => {
      const totals = byMonth.get(month) ?? { income: 0, expenses: 0 };
      return { month, income: centsToDecimal(totals.income), expenses: centsToDecimal(totals.expenses) };
    }),
  };
}

/**
 * Approved income and expenses of a period from the totals kept on write: the whole months from the
 * month totals, the partial months at the edges from the day totals (at most three Queries).
 */
export async function periodSummary(query: SummaryQuery, now: Date): Promise<AccountingSummary> {
  const { dateFrom, dateTo } = defaultPeriod(now, query);
  const parts = splitPeriod(dateFrom, dateTo);
  const reads = [
    ...(parts.months ? [totalsBetween('month', parts.months[0], parts.months[1])] : []),
    ...parts.days.map(([from, to]) => totalsBetween('day', from, to)),
  ];
  const rows = (await Promise.all(reads)).flat();
  return summaryOf(dateFrom, dateTo, rows);
}
