import { DeleteCommand, PutCommand, QueryCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TableName } from '../../shared/tables';
import { dynamo } from '../commons/dynamo';
import type { BackupTable } from '../services/backup/catalogue';
import {
  batchGetAll,
  batchWriteAll,
  type Item,
  isConditionFailure,
  pageOf,
  quiet,
  tableName,
  writeConditionally,
} from './table';

/**
 * The one place that reads whole tables (ARCHITECTURE §3: backup export may page through tables
 * explicitly): a backup reads every item of every table it holds, one page at a time, and never in
 * a request path (the backup worker; the privacy worker, which looks for every item naming one person). The no-Scan guard in tests/quality names this file.
 */
/** Small pages keep each request well within the client's timeout, and leave room for the API's own reads. */
const PAGE_ITEMS = 1000;

export async function readTablePage(
  table: TableName,
  startKey: Item | undefined,
  segment?: { segment: number; of: number },
): Promise<{ items: Item[]; nextKey: Item | undefined }> {
  // Quiet (no SDK logger walk): for a backup's 100,000 items that walk was about 2 s of the worker's CPU.
  const result = await dynamo.send(
    quiet(
      new ScanCommand({
        TableName: tableName(table),
        ExclusiveStartKey: startKey,
        ConsistentRead: true,
        Limit: PAGE_ITEMS,
        ...(segment ? { Segment: segment.segment, TotalSegments: segment.of } : {}),
      }),
    ),
  );
  return pageOf(result);
}

/**
 * Every item of a table, read in `segments` parallel Scan segments (each a page after another), each
 * page handed to `onPage` as it arrives: what a restore compares a large part of a table with. DynamoDB
 * reads a table this way at a fraction of the cost of BatchGetItem calls for the same items.
 */
export async function scanTableInSegments(
  table: TableName,
  segments: number,
  onPage: (items: readonly Item[]) => void,
): Promise<void> {
  await Promise.all(
    Array.from({ length: segments }, async (_, segment) => {
      let startKey: Item | undefined;
      do {
        const page = await readTablePage(table, startKey, { segment, of: segments });
        onPage(page.items);
        startKey = page.nextKey;
      } while (startKey);
    }),
  );
}

/** Every table's items as they are stored now, by key, for a restore to compare and merge with. */
export const readStoredItems = (table: BackupTable, keys: readonly { pk: string; sk: string }[]) =>
  batchGetAll(tableName(table), keys);

/**
 * Whether a partition of the table (or, with `index`, of one of its indexes) holds any item: one
 * COUNT Query of at most one item, whatever the size of the partition.
 */
export async function partitionHoldsAny(
  table: BackupTable,
  partition: { index?: string; attribute: string; value: string },
): Promise<boolean> {
  const result = await dynamo.send(
    new QueryCommand({
      TableName: tableName(table),
      IndexName: partition.index,
      KeyConditionExpression: '#partition = :value',
      ExpressionAttributeNames: { '#partition': partition.attribute },
      ExpressionAttributeValues: { ':value': partition.value },
      Select: 'COUNT',
      Limit: 1,
    }),
  );
  return (result.Count ?? 0) > 0;
}

/** Puts items as they are (a restore's upsert by key), 25 per request, retrying what is left unprocessed. */
export const putStoredItems = (table: BackupTable, items: readonly Item[]) =>
  batchWriteAll(tableName(table), { puts: items }, { quiet: true });

/** An id counter never goes back: it is raised to `value` when it is lower, left alone otherwise. */
export async function raiseCounter(table: BackupTable, sk: string, value: number): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(table),
        Key: { pk: 'COUNTER', sk },
        UpdateExpression: 'SET #value = :value',
        ConditionExpression: 'attribute_not_exists(#value) OR #value < :value',
        ExpressionAttributeNames: { '#value': 'value' },
        ExpressionAttributeValues: { ':value': value },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Deletes each item only while its `userId` still names that user (a unique-value guard a restored user
 * no longer holds): a guard another user took in between stays theirs.
 */
export async function deleteItemsOfUser(
  table: BackupTable,
  items: readonly { pk: string; sk: string; userId: number }[],
): Promise<void> {
  for (const { pk, sk, userId } of items) {
    await writeConditionally(() =>
      dynamo.send(
        new DeleteCommand({
          TableName: tableName(table),
          Key: { pk, sk },
          ConditionExpression: 'userId = :userId',
          ExpressionAttributeValues: { ':userId': userId },
        }),
      ),
    );
  }
}

/**
 * Puts each item only where no item has its key (the audit trail, which functions may only insert
 * into: IAM grants no BatchWriteItem, UpdateItem or DeleteItem on it). One that appeared meanwhile stays.
 */
export async function insertStoredItems(table: BackupTable, items: readonly Item[]): Promise<void> {
  for (const item of items)
    await writeConditionally(() =>
      dynamo.send(
        new PutCommand({
          TableName: tableName(table),
          Item: item,
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      ),
    );
}
