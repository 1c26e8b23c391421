/**
 * The bookkeeping after a restore: every transaction read for the recount of totals, balances and use
 * counts, the export rows rebuilt, and the recounted items written.
 */
import type * as z from 'zod';
import { EXPORT_ROW_ATTRIBUTE, entryRecordSchema, exportEntrySchema } from './accounting';
import {
  ACCOUNTING_INDEXES,
  bankAccountKey,
  dayTotalsKey,
  ENTRIES_PARTITION,
  EXPORT_ROWS_PARTITION,
  monthTotalsKey,
} from './keys/accounting';
import { projectionWith } from './projection';
import { batchWriteAll, type Item, parseItem, queryPages, type TransactionItem, tableName } from './table';

const TABLE = () => tableName('accounting');

/** Items per Query call of the recount: small enough that a busy table answers well within the request timeout. */
const RECOUNT_PAGE_LIMIT = 1000;

/** The fields a recount of the totals, balances and use counts and a rebuild of the export rows need. */
const recountEntrySchema = exportEntrySchema.extend(
  entryRecordSchema.pick({ id: true, bankAccountId: true }).shape,
);
export type RecountEntry = z.infer<typeof recountEntrySchema>;

/** Access pattern: every transaction (byDate, pages of 1,000, only the recounted fields): a restore's recount. */
export async function* entriesForRecount(): AsyncGenerator<RecountEntry[]> {
  const pages = queryPages(
    {
      TableName: TABLE(),
      IndexName: ACCOUNTING_INDEXES.byDate,
      KeyConditionExpression: '#pk = :pk',
      ...projectionWith(Object.keys(recountEntrySchema.shape), { '#pk': 'gsi1pk' }),
      ExpressionAttributeValues: { ':pk': ENTRIES_PARTITION },
    },
    { pageSize: RECOUNT_PAGE_LIMIT },
  );
  for await (const page of pages) {
    yield page.map((item) => parseItem(recountEntrySchema, item, 'accounting entry'));
  }
}

/** Access pattern: every export row item, its key and row (EXPORTROWS, pages of 1,000): the rebuild after a restore. */
export async function* storedExportRows(): AsyncGenerator<{ sk: string; row: unknown }[]> {
  const pages = queryPages(
    {
      TableName: TABLE(),
      KeyConditionExpression: 'pk = :pk',
      ProjectionExpression: 'sk, #row',
      ExpressionAttributeNames: { '#row': EXPORT_ROW_ATTRIBUTE },
      ExpressionAttributeValues: { ':pk': EXPORT_ROWS_PARTITION },
    },
    { pageSize: RECOUNT_PAGE_LIMIT },
  );
  for await (const page of pages) {
    yield page.map((item) => ({ sk: String(item.sk), row: item[EXPORT_ROW_ATTRIBUTE] }));
  }
}

/** Batches of the rebuild sent at the same time. */
const REBUILD_PARALLEL_BATCHES = 8;

/**
 * Puts the given export row items and deletes the rows under the given sort keys, in batches (a
 * rebuild after a restore, while nothing else writes: no transaction needed, each item stands alone).
 */
export const writeExportRows = (puts: readonly Item[], deletedSortKeys: readonly string[]) =>
  batchWriteAll(
    TABLE(),
    { puts, deletes: deletedSortKeys.map((sk) => ({ pk: EXPORT_ROWS_PARTITION, sk })) },
    { concurrency: REBUILD_PARALLEL_BATCHES },
  );

/** A month or day totals item replaced by a recount: exactly these attributes. */
export const recountedTotalsWrite = (unit: 'month' | 'day', key: string, totals: Record<string, number>) =>
  ({
    Put: {
      TableName: TABLE(),
      Item: { ...(unit === 'month' ? monthTotalsKey(key) : dayTotalsKey(key)), ...totals },
    },
  }) satisfies TransactionItem;

/** A bank account's balance and use count set by a recount (a restore, while nothing else writes). */
export const recountedBankAccountWrite = (id: number, balanceCents: number, entryCount: number) =>
  ({
    Update: {
      TableName: TABLE(),
      Key: bankAccountKey(id),
      UpdateExpression: 'SET balanceCents = :balance, entryCount = :count',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':balance': balanceCents, ':count': entryCount },
    },
  }) satisfies TransactionItem;
