import type { AccountingSummary, SummaryQuery } from '../../../shared/schemas/accounting';
import { totalsBetween } from '../../repositories/accounting';
import { defaultPeriod, splitPeriod } from './period';
import { summaryOf } from './summary-of';

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
