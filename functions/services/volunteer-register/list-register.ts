import { centsToDecimal } from '../../../shared/money';
import type { RegisterPage } from '../../../shared/schemas/volunteer-register';
import { getLawYears } from '../../repositories/volunteer-law';
import { registerLinesPage, registerTotals } from '../../repositories/volunteer-register';
import { presentRegisterLine } from './present-register';

/**
 * One page of the year's nominative list, with the year's totals and, for each volunteer on the page,
 * their own totals of the year (amount, days of activity, kilometres): all kept on write, no recount.
 */
export async function listRegister(
  year: number,
  page: { limit: number; cursor?: string | undefined },
): Promise<RegisterPage> {
  const [lines, totals] = await Promise.all([registerLinesPage(year, page), registerTotals(year)]);
  const names = new Map(lines.items.map((line) => [line.userId, line.volunteerName]));
  const counters = await getLawYears([...names.keys()], year);
  return {
    year,
    items: lines.items.map(presentRegisterLine),
    nextCursor: lines.nextCursor,
    totals: {
      amount: centsToDecimal(totals.allowanceCents),
      kilometers: totals.transportTenths / 10,
      days: totals.lineCount,
    },
    volunteerTotals: counters.map((counter) => ({
      userId: counter.userId,
      volunteerName: names.get(counter.userId) ?? '',
      amount: centsToDecimal(counter.allowanceCents),
      kilometers: counter.transportTenths / 10,
      days: Object.keys(counter.days).length,
    })),
  };
}
