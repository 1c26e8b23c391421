import { centsToDecimal } from '../../../shared/money';
import {
  ACCOUNTING_CATEGORIES,
  type AccountingSummary,
  ENTRY_TYPES,
} from '../../../shared/schemas/accounting';
import { type TotalsRow, totalsAttribute } from '../../repositories/keys/accounting';
import { monthsBetween } from './period';

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
