import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import {
  DECLARATION_STATUSES,
  DECLARATION_TYPES,
  type DeclarationStatus,
  statusChangeSchema,
} from '../../shared/schemas/declarations';
import type { TABLES } from '../../shared/tables';
import { dynamo } from '../commons/dynamo';
import { counterUpdates } from './statistics';
import { counterChangesOf } from './statistics-counters';
import {
  countPerPartition,
  nextId,
  parseItem,
  sendTransaction,
  tableName,
  unchangedSince,
  writeIfUnchanged,
} from './table';

const TABLE = tableName('declarations');
const BY_OWNER: keyof typeof TABLES.declarations.indexes = 'byOwner';
const BY_STATUS: keyof typeof TABLES.declarations.indexes = 'byStatus';

const key = (id: number) => ({ pk: `DECLARATION#${id}`, sk: 'DECLARATION' });
const statusKey = (status: DeclarationStatus) => `STATUS#${status}`;

/** Money as integer cents and distance as integer tenths of a kilometre: no binary floats in storage. */
export const declarationRecordSchema = z.object({
  id: z.number().int(),
  type: z.enum(DECLARATION_TYPES),
  description: z.string(),
  amountCents: z.number().int(),
  kilometerTenths: z.number().int().nullable(),
  date: z.string(),
  status: z.enum(DECLARATION_STATUSES),
  userId: z.number().int(),
  userName: z.string(),
  receiptUploadId: z.string().nullable(),
  receiptName: z.string().nullable(),
  reviewNotes: z.string().nullable(),
  statusHistory: z.array(statusChangeSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type DeclarationRecord = z.infer<typeof declarationRecordSchema>;

const sortKey = (record: DeclarationRecord) => `${record.date}#${String(record.id).padStart(10, '0')}`;

/** The item as stored, with its index keys (exported for bulk loads, which must store the same shape). */
export const declarationItem = (record: DeclarationRecord) => ({
  ...key(record.id),
  gsi1pk: `OWNER#${record.userId}`,
  gsi1sk: sortKey(record),
  gsi2pk: statusKey(record.status),
  gsi2sk: sortKey(record),
  ...record,
});

export const allocateDeclarationId = () => nextId(TABLE, 'DECLARATION');

/** Stores a new declaration and counts it, in one transaction. */
export async function insertDeclaration(record: DeclarationRecord, now: Date): Promise<void> {
  await sendTransaction({
    TransactItems: [
      {
        Put: {
          TableName: TABLE,
          Item: declarationItem(record),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...counterUpdates(counterChangesOf({ entity: 'declaration', before: null, after: record }, now)),
    ],
  });
}

export async function getDeclaration(id: number): Promise<DeclarationRecord | null> {
  const result = await dynamo.send(new GetCommand({ TableName: TABLE, Key: key(id) }));
  return result.Item ? parseItem(declarationRecordSchema, result.Item, 'declaration record') : null;
}

/**
 * Replaces a declaration read earlier, with its counter changes (status, approval) in the same
 * transaction; false when someone changed it in between, and then nothing changed.
 */
export const replaceDeclaration = (previous: DeclarationRecord, next: DeclarationRecord, now: Date) =>
  writeIfUnchanged(() =>
    sendTransaction({
      TransactItems: [
        { Put: { TableName: TABLE, Item: declarationItem(next), ...unchangedSince(previous.version) } },
        ...counterUpdates(counterChangesOf({ entity: 'declaration', before: previous, after: next }, now)),
      ],
    }),
  );

/** Deletes a declaration read earlier and uncounts it (an approved one leaves its approval month). */
export const deleteDeclaration = (previous: DeclarationRecord, now: Date) =>
  writeIfUnchanged(() =>
    sendTransaction({
      TransactItems: [
        { Delete: { TableName: TABLE, Key: key(previous.id), ...unchangedSince(previous.version) } },
        ...counterUpdates(counterChangesOf({ entity: 'declaration', before: previous, after: null }, now)),
      ],
    }),
  );

async function queryAll(indexName: string, partitionKey: string, partitionValue: string) {
  const records: DeclarationRecord[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: TABLE,
        IndexName: indexName,
        KeyConditionExpression: `${partitionKey} = :value`,
        ExpressionAttributeValues: { ':value': partitionValue },
        ScanIndexForward: false,
        ExclusiveStartKey: cursor,
      }),
    );
    records.push(
      ...(page.Items ?? []).map((item) => parseItem(declarationRecordSchema, item, 'declaration record')),
    );
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return records;
}

// Access pattern: one user's declarations, newest date first (byOwner).
export const listDeclarationsOf = (userId: number) => queryAll(BY_OWNER, 'gsi1pk', `OWNER#${userId}`);

// Access pattern: the declarations of one status, or of every status (one query each), newest date first (byStatus).
export async function listDeclarationsByStatus(status?: DeclarationStatus): Promise<DeclarationRecord[]> {
  const statuses = status ? [status] : DECLARATION_STATUSES;
  const pages = await Promise.all(statuses.map((each) => queryAll(BY_STATUS, 'gsi2pk', statusKey(each))));
  return pages.flat().sort((a, b) => sortKey(b).localeCompare(sortKey(a)));
}

/**
 * Access pattern: how many declarations have each status (byStatus, one COUNT query per status), for
 * rebuilding the statistics counters after a bulk load. Never in a request path.
 */
export function countDeclarationsByStatus(): Promise<Record<DeclarationStatus, number>> {
  return countPerPartition(DECLARATION_STATUSES, (status) => ({
    TableName: TABLE,
    IndexName: BY_STATUS,
    KeyConditionExpression: 'gsi2pk = :status',
    ExpressionAttributeValues: { ':status': statusKey(status) },
  }));
}
