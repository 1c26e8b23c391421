import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { FAMILY_STATUSES, type FamilyStatus, familySchema } from '../../shared/schemas/families';
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

const TABLE = tableName('families');
type IndexName = keyof typeof TABLES.families.indexes;
const BY_CREATED_AT: IndexName = 'byCreatedAt';
const BY_STATUS: IndexName = 'byStatus';
const BY_ASSIGNEE: IndexName = 'byAssignee';

const keys = {
  family: (id: number) => ({ pk: `FAMILY#${id}`, sk: 'FAMILY' }),
  all: 'FAMILIES',
  status: (status: FamilyStatus) => `STATUS#${status}`,
  assignee: (userId: number) => `ASSIGNEE#${userId}`,
  /** Sorts by creation time, ties broken by id, so "newest first" is one descending query. */
  newestFirst: (record: { createdAt: string; id: number }) =>
    `${record.createdAt}#${String(record.id).padStart(10, '0')}`,
};

/** Where a family came from: the staff dialog, the in-portal signup form or the public form. */
export const FAMILY_SOURCES = ['staff', 'portal', 'public'] as const;

/** A family as stored: the API's family plus where it came from and who entered it. */
export const familyRecordSchema = familySchema.extend({
  source: z.enum(FAMILY_SOURCES),
  createdBy: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type FamilyRecord = z.infer<typeof familyRecordSchema>;
export type NewFamilyRecord = Omit<FamilyRecord, 'id' | 'version' | 'createdAt' | 'updatedAt'>;
export type FamilyChanges = Omit<NewFamilyRecord, 'source' | 'createdBy'>;

/** Names and contact details only: the notes about a child are never searchable. */
const searchTextOf = (record: FamilyRecord) =>
  [record.parentName, record.childName, record.email, record.phone, record.address, record.school]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();

/** The item as stored, with its index keys (exported for bulk loads, which must store the same shape). */
export const familyItem = (record: FamilyRecord) => ({
  ...keys.family(record.id),
  gsi1pk: keys.all,
  gsi1sk: keys.newestFirst(record),
  gsi2pk: keys.status(record.guidanceStatus),
  gsi2sk: keys.newestFirst(record),
  // Left out when nobody is assigned, so the byAssignee index holds assigned families only.
  ...(record.assignedTo === null
    ? {}
    : { gsi3pk: keys.assignee(record.assignedTo), gsi3sk: keys.newestFirst(record) }),
  searchText: searchTextOf(record),
  ...record,
});

export async function getFamilyById(id: number): Promise<FamilyRecord | null> {
  const result = await dynamo.send(new GetCommand({ TableName: TABLE, Key: keys.family(id) }));
  return result.Item ? parseItem(familyRecordSchema, result.Item, 'family record') : null;
}

export type FamilyFilter = {
  /** Any of these statuses; all statuses when absent. */
  statuses?: readonly FamilyStatus[];
  /** Only the families assigned to this user. */
  assignedTo?: number;
  search?: string;
};

/**
 * Access patterns: the families of one assignee (byAssignee), of one or more statuses (byStatus,
 * one query per status) or all of them (byCreatedAt), each newest first. Search, and the status
 * within one assignee's families, narrow the query with a filter expression.
 */
export async function listFamilies(filter: FamilyFilter): Promise<FamilyRecord[]> {
  const search = filter.search?.trim().toLowerCase() || undefined;
  if (filter.assignedTo !== undefined) {
    return queryAll({
      index: BY_ASSIGNEE,
      partition: { name: 'gsi3pk', value: keys.assignee(filter.assignedTo) },
      statuses: filter.statuses,
      search,
    });
  }
  if (filter.statuses) {
    const pages = await Promise.all(
      filter.statuses.map((status) =>
        queryAll({ index: BY_STATUS, partition: { name: 'gsi2pk', value: keys.status(status) }, search }),
      ),
    );
    return pages.flat().sort((a, b) => keys.newestFirst(b).localeCompare(keys.newestFirst(a)));
  }
  return queryAll({ index: BY_CREATED_AT, partition: { name: 'gsi1pk', value: keys.all }, search });
}

// Access pattern: registrations still in_behandeling created since a moment, newest first (byStatus
// with a sort-key range on the creation time).
export async function listRegistrationsSince(since: Date): Promise<FamilyRecord[]> {
  return queryAll({
    index: BY_STATUS,
    partition: { name: 'gsi2pk', value: keys.status('in_behandeling') },
    sortFrom: { name: 'gsi2sk', value: since.toISOString() },
  });
}

type IndexQuery = {
  index: IndexName;
  partition: { name: string; value: string };
  sortFrom?: { name: string; value: string };
  statuses?: readonly FamilyStatus[] | undefined;
  search?: string | undefined;
};

async function queryAll(query: IndexQuery): Promise<FamilyRecord[]> {
  const names: Record<string, string> = { '#pk': query.partition.name };
  const values: Record<string, unknown> = { ':pk': query.partition.value };
  let keyCondition = '#pk = :pk';
  if (query.sortFrom) {
    names['#sk'] = query.sortFrom.name;
    values[':from'] = query.sortFrom.value;
    keyCondition += ' AND #sk >= :from';
  }
  const filters: string[] = [];
  if (query.statuses) {
    names['#status'] = 'guidanceStatus';
    const placeholders = query.statuses.map((status, index) => {
      values[`:status${index}`] = status;
      return `:status${index}`;
    });
    filters.push(`#status IN (${placeholders.join(', ')})`);
  }
  if (query.search) {
    values[':search'] = query.search;
    filters.push('contains(searchText, :search)');
  }
  const families: FamilyRecord[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: TABLE,
        IndexName: query.index,
        KeyConditionExpression: keyCondition,
        FilterExpression: filters.length > 0 ? filters.join(' AND ') : undefined,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ScanIndexForward: false,
        ExclusiveStartKey: cursor,
      }),
    );
    families.push(...(page.Items ?? []).map((item) => parseItem(familyRecordSchema, item, 'family record')));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return families;
}

/** Stores a new family and counts it, in one transaction. */
export async function insertFamily(input: NewFamilyRecord, now: Date): Promise<FamilyRecord> {
  const id = await nextId(TABLE, 'FAMILY');
  const timestamp = now.toISOString();
  const record: FamilyRecord = { ...input, id, createdAt: timestamp, updatedAt: timestamp, version: 1 };
  await sendTransaction({
    TransactItems: [
      {
        Put: { TableName: TABLE, Item: familyItem(record), ConditionExpression: 'attribute_not_exists(pk)' },
      },
      ...counterUpdates(counterChangesOf({ entity: 'family', before: null, after: record }, now)),
    ],
  });
  return record;
}

/**
 * Replaces a family read earlier, conditional on the version that was read, with its counter changes
 * in the same transaction: a lost race changes nothing, counters included.
 */
export async function replaceFamily(
  previous: FamilyRecord,
  changes: FamilyChanges,
  now: Date,
): Promise<{ family: FamilyRecord } | 'changed'> {
  const next: FamilyRecord = {
    ...previous,
    ...changes,
    updatedAt: now.toISOString(),
    version: previous.version + 1,
  };
  const isWritten = await writeIfUnchanged(() =>
    sendTransaction({
      TransactItems: [
        { Put: { TableName: TABLE, Item: familyItem(next), ...unchangedSince(previous.version) } },
        ...counterUpdates(counterChangesOf({ entity: 'family', before: previous, after: next }, now)),
      ],
    }),
  );
  return isWritten ? { family: next } : 'changed';
}

/** Deletes a family read earlier, conditional on the version that was read, and uncounts it. */
export async function deleteFamily(previous: FamilyRecord, now: Date): Promise<'deleted' | 'changed'> {
  const isDeleted = await writeIfUnchanged(() =>
    sendTransaction({
      TransactItems: [
        { Delete: { TableName: TABLE, Key: keys.family(previous.id), ...unchangedSince(previous.version) } },
        ...counterUpdates(counterChangesOf({ entity: 'family', before: previous, after: null }, now)),
      ],
    }),
  );
  return isDeleted ? 'deleted' : 'changed';
}

/**
 * Access pattern: how many families have each guidance status (byStatus, one COUNT query per status),
 * for rebuilding the statistics counters after a bulk load. Never in a request path.
 */
export function countFamiliesByStatus(): Promise<Record<FamilyStatus, number>> {
  return countPerPartition(FAMILY_STATUSES, (status) => ({
    TableName: TABLE,
    IndexName: BY_STATUS,
    KeyConditionExpression: 'gsi2pk = :status',
    ExpressionAttributeValues: { ':status': keys.status(status) },
  }));
}
