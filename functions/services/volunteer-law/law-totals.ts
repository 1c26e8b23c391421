import { centsToDecimal } from '../../../shared/money';
import type { LawRegime, LawTotals } from '../../../shared/schemas/volunteer-law';
import { getLawYear, type LawYearRecord } from '../../repositories/volunteer-law';
import { defaultLawRegime } from '../settings/law-figures';

/** The regime of a volunteer in a calendar year: the one chosen on their profile, else the settings' default. */
export async function lawRegimeOf(userId: number, year: number): Promise<LawRegime> {
  const stored = await getLawYear(userId, year);
  return stored.regime ?? (await defaultLawRegime());
}

export async function presentLawTotals(record: LawYearRecord): Promise<LawTotals> {
  return {
    userId: record.userId,
    year: record.year,
    regime: record.regime ?? (await defaultLawRegime()),
    isRegimeChosen: record.regime !== null,
    isRegimeLocked: record.allowanceCount > 0,
    otherOrganisationsAmount: centsToDecimal(record.otherCents),
    allowanceTotal: centsToDecimal(record.allowanceCents),
    allowanceDays: Object.entries(record.days)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, cents]) => ({ date, amount: centsToDecimal(cents) })),
    transportKm: record.transportTenths / 10,
    version: record.version,
  };
}

/**
 * A volunteer's approved volunteer-law totals of one calendar year, read from the counters kept on
 * write (one item by key, no recount): the regime, the other organisations' amount, the approved flat
 * allowances per day of activity and in total, and the transport kilometres on top of them. Every
 * approval, undo, rejection after approval and deletion of an approved allowance changes them in the
 * same transaction as the declaration. The yearly register and statement read them from here.
 */
export async function approvedLawTotals(userId: number, year: number): Promise<LawTotals> {
  return presentLawTotals(await getLawYear(userId, year));
}
