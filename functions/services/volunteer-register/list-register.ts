import { centsToDecimal } from '../../../shared/money';
import type { RegisterPage } from '../../../shared/schemas/volunteer-register';
import { registerLinesPage, registerTotals } from '../../repositories/volunteer-register';
import { presentRegisterLine } from './present-register';

/** One page of the year's nominative list, with the year's totals kept on write (no recount). */
export async function listRegister(
  year: number,
  page: { limit: number; cursor?: string | undefined },
): Promise<RegisterPage> {
  const [lines, totals] = await Promise.all([registerLinesPage(year, page), registerTotals(year)]);
  return {
    year,
    items: lines.items.map(presentRegisterLine),
    nextCursor: lines.nextCursor,
    totals: {
      amount: centsToDecimal(totals.allowanceCents),
      kilometers: totals.transportTenths / 10,
      days: totals.lineCount,
    },
  };
}
