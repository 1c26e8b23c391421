import { type DeclarationStatus, type FamilyStatus, VOLUNTEER_ROLES } from '../../../shared/statuses';
import { countDeclarationsByStatus } from '../../repositories/declarations';
import { countFamiliesByStatus } from '../../repositories/families';
import { type StatisticsTotals, writeStatisticsTotals } from '../../repositories/statistics';
import { countUsersByStatus } from '../../repositories/users';

/**
 * `oneTableAtATime`: the COUNT queries of one table at a time instead of all at once. `known`: counts
 * per status the caller already has (a restore into a table that held none of them counts what it wrote).
 */
export type RecountOptions = {
  oneTableAtATime?: boolean;
  known?: {
    families?: Record<FamilyStatus, number>;
    declarations?: Record<DeclarationStatus, number>;
  };
};

const sum = (counts: Record<string, number>) =>
  Object.values(counts).reduce((total, count) => total + count, 0);

/**
 * Counts users, families and declarations per status from their indexes (`Select: 'COUNT'` queries,
 * never a Scan). Its cost grows with the data, which is why GET /api/statistics reads counters instead.
 */
export async function countStatisticsTotals(options: RecountOptions = {}): Promise<StatisticsTotals> {
  const { known } = options;
  // One at a time leaves DynamoDB room for other requests (a restore's recount of a large table).
  const oneAtATime = async () => {
    const users = await countUsersByStatus();
    const volunteers = await countUsersByStatus(VOLUNTEER_ROLES);
    const families = known?.families ?? (await countFamiliesByStatus());
    return [users, volunteers, families, known?.declarations ?? (await countDeclarationsByStatus())] as const;
  };
  const [users, volunteers, families, declarations] =
    options.oneTableAtATime || known
      ? await oneAtATime()
      : await Promise.all([
          countUsersByStatus(),
          countUsersByStatus(VOLUNTEER_ROLES),
          countFamiliesByStatus(),
          countDeclarationsByStatus(),
        ]);
  return {
    users: sum(users),
    users_active: users.active,
    users_inactive: users.inactive,
    users_pending: users.pending,
    volunteers: sum(volunteers),
    volunteers_active: volunteers.active,
    volunteers_inactive: volunteers.inactive,
    volunteers_pending: volunteers.pending,
    families: sum(families),
    families_in_behandeling: families.in_behandeling,
    families_actief: families.actief,
    families_gepauzeerd: families.gepauzeerd,
    families_afgerond: families.afgerond,
    declarations: sum(declarations),
    declarations_pending: declarations.pending,
    declarations_in_behandeling: declarations.in_behandeling,
    declarations_wordt_verwerkt: declarations.wordt_verwerkt,
    declarations_approved: declarations.approved,
    declarations_rejected: declarations.rejected,
  };
}

/**
 * Recounts the TOTALS counter item from the data. The write paths keep it up to date in their own
 * transactions; this is for when items were written around them: after a bulk load (the benchmark's
 * seeding), a restore, or to bring a stage whose data predates the counters in line. Run it while
 * nothing else writes: a save between the count and the write would be lost from the totals.
 * The month items (what happened in a month) cannot be recounted this way and are left as they are.
 */
export async function rebuildStatisticsTotals(options: RecountOptions = {}): Promise<StatisticsTotals> {
  const totals = await countStatisticsTotals(options);
  await writeStatisticsTotals(totals);
  return totals;
}
