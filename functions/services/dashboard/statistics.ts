import { centsToDecimal } from '../../../shared/money';
import type { Statistics } from '../../../shared/schemas/dashboard';
import { readStatistics, type StoredStatistics } from '../../repositories/statistics';
import { OPEN_DECLARATION_STATUSES } from '../../repositories/statistics-counters';

/**
 * Counters that went below zero can only come from data older than the counters (deleted after they
 * were introduced, never counted): shown as 0 rather than as a negative number of families.
 */
const atLeastZero = (value: number) => Math.max(0, value);

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * Growth of a current count since the first of the month, in percent: the month's net change against
 * the count it started from (current − change). Null when it started from nothing.
 */
export function growthPercent(current: number, change: number): number | null {
  const base = current - change;
  return base > 0 ? oneDecimal((change / base) * 100) : null;
}

/** This month's amount against last month's, in percent; null when last month had nothing approved. */
export function amountGrowthPercent(thisMonthCents: number, previousMonthCents: number): number | null {
  return previousMonthCents > 0
    ? oneDecimal(((thisMonthCents - previousMonthCents) / previousMonthCents) * 100)
    : null;
}

/** Spec §3 "Statistics" from the three counter items. */
export function presentStatistics({ month, totals, thisMonth, previousMonth }: StoredStatistics): Statistics {
  // Volunteers only (vrijwilliger, huiswerkbegeleider): admins and coordinators are not counted.
  const activeVolunteers = atLeastZero(totals.volunteers_active);
  const activeFamilies = atLeastZero(totals.families_actief);
  const pendingDeclarations = atLeastZero(
    OPEN_DECLARATION_STATUSES.reduce((sum, status) => sum + totals[`declarations_${status}`], 0),
  );
  const approvedCents = atLeastZero(thisMonth.approvedCents);
  return {
    activeVolunteers,
    activeFamilies,
    pendingDeclarations,
    monthlyExpenses: centsToDecimal(approvedCents),
    totalVolunteers: atLeastZero(totals.users),
    totalFamilies: atLeastZero(totals.families),
    totalDeclarations: atLeastZero(totals.declarations),
    newFamilies: atLeastZero(thisMonth.newFamilies),
    growth: {
      activeVolunteers: growthPercent(activeVolunteers, thisMonth.activeVolunteersChange),
      activeFamilies: growthPercent(activeFamilies, thisMonth.activeFamiliesChange),
      pendingDeclarations: growthPercent(pendingDeclarations, thisMonth.pendingDeclarationsChange),
      monthlyExpenses: amountGrowthPercent(approvedCents, atLeastZero(previousMonth.approvedCents)),
    },
    month: {
      month,
      newVolunteers: atLeastZero(thisMonth.newVolunteers),
      endedSupervisions: atLeastZero(thisMonth.endedSupervisions),
      approvedDeclarations: atLeastZero(thisMonth.approvedDeclarations),
    },
  };
}

/** GET /api/statistics: one read of three counter items, whatever the size of the data. */
export async function getStatistics(now: Date): Promise<Statistics> {
  return presentStatistics(await readStatistics(now));
}
