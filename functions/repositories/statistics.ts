import { PutCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../commons/dynamo';
import {
  COUNTS_PARTITION,
  type CounterChange,
  MONTH_ATTRIBUTES,
  type MonthAttribute,
  monthOf,
  monthSortKey,
  previousMonthOf,
  TOTALS_ATTRIBUTES,
  TOTALS_SORT_KEY,
  type TotalsAttribute,
} from './statistics-counters';
import { batchGetAll, parseItem, tableName } from './table';

/**
 * Resolved on use, like every table name: every users, families and declarations repository imports
 * this module, but only the routes that change a counted field write here, and only those are
 * granted the table (and given its name) in AWS.
 */
const table = () => tableName('statistics');

const key = (sk: string) => ({ pk: COUNTS_PARTITION, sk });

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * The counter changes of a write as TransactWriteItems `Update`s, to go in the same transaction as
 * the write itself: if its condition fails, the counters do not move either. ADD creates a missing
 * item or attribute (starting from 0), so a new month needs no preparation.
 */
export function counterUpdates(changes: readonly CounterChange[]): TransactItem[] {
  return changes.map((change) => {
    const entries = Object.entries(change.add);
    return {
      Update: {
        TableName: table(),
        Key: key(change.sk),
        UpdateExpression: `ADD ${entries.map((_, index) => `#a${index} :v${index}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(entries.map(([name], index) => [`#a${index}`, name])),
        ExpressionAttributeValues: Object.fromEntries(
          entries.map(([, value], index) => [`:v${index}`, value]),
        ),
      },
    };
  });
}

/** Items hold only the attributes some write touched: anything absent is still 0. */
const counter = z.number().int().default(0);
const countersOf = <A extends string>(attributes: readonly A[]) =>
  z.object(Object.fromEntries(attributes.map((name) => [name, counter])) as Record<A, typeof counter>);

const totalsSchema = countersOf<TotalsAttribute>(TOTALS_ATTRIBUTES);
const monthSchema = countersOf<MonthAttribute>(MONTH_ATTRIBUTES);
export type StatisticsTotals = z.infer<typeof totalsSchema>;
export type MonthCounters = z.infer<typeof monthSchema>;

export type StoredStatistics = {
  /** yyyy-mm of `now` in Europe/Brussels. */
  month: string;
  totals: StatisticsTotals;
  thisMonth: MonthCounters;
  previousMonth: MonthCounters;
};

// Access pattern: three items by key (TOTALS, this month, last month), one BatchGetItem whatever the
// size of the data or the length of the history.
export async function readStatistics(now: Date): Promise<StoredStatistics> {
  const month = monthOf(now);
  const previous = previousMonthOf(month);
  const keys = [TOTALS_SORT_KEY, monthSortKey(month), monthSortKey(previous)].map(key);
  // Strongly consistent: the screens refetch right after a save and must see it counted.
  const items = await batchGetAll(table(), keys, { consistentRead: true });
  const found = new Map(items.map((item) => [String(item.sk), item]));
  return {
    month,
    totals: parseItem(totalsSchema, found.get(TOTALS_SORT_KEY) ?? {}, 'totals'),
    thisMonth: parseItem(monthSchema, found.get(monthSortKey(month)) ?? {}, 'month'),
    previousMonth: parseItem(monthSchema, found.get(monthSortKey(previous)) ?? {}, 'month'),
  };
}

/**
 * Replaces the TOTALS item with counts made elsewhere (see rebuildStatisticsTotals). Not
 * transactional with the writes it counts: only for when nothing else writes.
 */
export async function writeStatisticsTotals(totals: StatisticsTotals): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: table(),
      Item: { ...key(TOTALS_SORT_KEY), ...parseItem(totalsSchema, totals, 'totals') },
    }),
  );
}
