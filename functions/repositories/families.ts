import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { FAMILY_STATUSES, type FamilyStatus, familySchema } from '../../shared/schemas/families';
import { dynamo } from '../commons/dynamo';
import { FAMILY_INDEXES, familyIndexKeys, familyKey, familyPartitions } from './keys/families';
import { counterUpdates } from './statistics';
import type { CounterChange } from './statistics-counters';
import {
  countPerPartition,
  type Item,
  type Page,
  parseItem,
  queryAll,
  queryPage,
  recordTable,
  sendTransaction,
  type TransactionItem,
  transactConditionally,
} from './table';

const table = recordTable('families');

/** Where a family came from: the staff dialog, the in-portal signup form or the public form. */
export const FAMILY_SOURCES = ['staff', 'portal', 'public'] as const;

/** A family as stored: the API's family plus where it came from and who entered it. */
export const familyRecordSchema = familySchema.extend({
  source: z.enum(FAMILY_SOURCES),
  createdBy: z.number().int().nullable(),
  updatedAt: z.string(),
  /**
   * When the guidance ended: set on the change to 'afgerond', kept through later edits, gone when the
   * guidance resumes. The retention of families counts from it (issue 32 item 3); a family that ended
   * before it existed counts from its last change (see endedAtAfter).
   */
  endedAt: z.string().optional(),
});
export type FamilyRecord = z.infer<typeof familyRecordSchema>;
export type NewFamilyRecord = Omit<FamilyRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'endedAt'>;

/**
 * The end of a family's guidance after a write that leaves it in `status`: the moment of this write
 * for a change to 'afgerond' (or a family created as such), the moment it had for one that stays
 * 'afgerond' (one stored before `endedAt` existed: its last change before this one, the best the
 * record knows), and none once the guidance resumes. So an edit never restarts the retention clock.
 */
export function endedAtAfter(
  previous: FamilyRecord | null,
  status: FamilyRecord['guidanceStatus'],
  now: Date,
): { endedAt?: string } {
  if (status !== 'afgerond') return {};
  if (previous?.guidanceStatus === 'afgerond') return { endedAt: previous.endedAt ?? previous.updatedAt };
  return { endedAt: now.toISOString() };
}

/** A family record without its end of guidance, which each write sets again. */
const withoutEnd = ({ endedAt: _endedAt, ...record }: FamilyRecord): Omit<FamilyRecord, 'endedAt'> => record;
/** What the staff dialog changes: the consent is recorded on its own (setFamilyConsent). */
export type FamilyChanges = Omit<NewFamilyRecord, 'source' | 'createdBy' | 'consent'>;

/** Names and contact details only: the notes about a child are never searchable. */
const searchTextOf = (record: FamilyRecord) =>
  [record.parentName, record.childName, record.email, record.phone, record.address, record.school]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();

/** The item as stored, with its index keys (exported for bulk loads, which must store the same shape). */
export const familyItem = (record: FamilyRecord) => ({
  ...familyKey(record.id),
  ...familyIndexKeys(record),
  searchText: searchTextOf(record),
  ...record,
});

export async function getFamilyById(id: number): Promise<FamilyRecord | null> {
  const result = await dynamo.send(new GetCommand({ TableName: table.name, Key: familyKey(id) }));
  return result.Item ? parseItem(familyRecordSchema, result.Item, 'family record') : null;
}

export type FamilyFilter = {
  /** Any of these statuses; all statuses when absent. */
  statuses?: readonly FamilyStatus[] | undefined;
  /** Only the families assigned to this user. */
  assignedTo?: number | undefined;
  search?: string | undefined;
};

const parseFamily = (item: Item) => parseItem(familyRecordSchema, item, 'family record');

/**
 * Access patterns, one Query per page, newest first: the families of one assignee (byAssignee), of
 * one status (byStatus) or of all statuses (byCreatedAt). Several statuses (the inactive tab), the
 * status within one assignee's families, and search narrow that query with a filter expression.
 */
export async function listFamiliesPage(
  filter: FamilyFilter,
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<FamilyRecord>> {
  const statuses = filter.statuses;
  const [single] = statuses ?? [];
  const source =
    filter.assignedTo !== undefined
      ? {
          index: FAMILY_INDEXES.byAssignee,
          key: 'gsi3pk',
          partition: familyPartitions.assignee(filter.assignedTo),
        }
      : statuses?.length === 1 && single !== undefined
        ? { index: FAMILY_INDEXES.byStatus, key: 'gsi2pk', partition: familyPartitions.status(single) }
        : { index: FAMILY_INDEXES.byCreatedAt, key: 'gsi1pk', partition: familyPartitions.all };
  const isStatusInKey = source.index === FAMILY_INDEXES.byStatus;

  const names: Record<string, string> = { '#pk': source.key };
  const values: Record<string, unknown> = { ':pk': source.partition };
  const filters: string[] = [];
  if (statuses && !isStatusInKey) {
    names['#status'] = 'guidanceStatus';
    const placeholders = statuses.map((status, index) => {
      values[`:status${index}`] = status;
      return `:status${index}`;
    });
    filters.push(`#status IN (${placeholders.join(', ')})`);
  }
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    values[':search'] = search;
    filters.push('contains(searchText, :search)');
  }
  const result = await queryPage(
    {
      TableName: table.name,
      IndexName: source.index,
      KeyConditionExpression: '#pk = :pk',
      FilterExpression: filters.length > 0 ? filters.join(' AND ') : undefined,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ScanIndexForward: false,
    },
    page,
    { table: 'families', index: source.index, partition: source.partition },
  );
  return { items: result.items.map(parseFamily), nextCursor: result.nextCursor };
}

// Access pattern: registrations still in_behandeling created since a moment, newest first (byStatus
// with a sort-key range on the creation time).
export async function listRegistrationsSince(since: Date): Promise<FamilyRecord[]> {
  const items = await queryAll({
    TableName: table.name,
    IndexName: FAMILY_INDEXES.byStatus,
    KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk >= :from',
    ExpressionAttributeValues: {
      ':pk': familyPartitions.status('in_behandeling'),
      ':from': since.toISOString(),
    },
    ScanIndexForward: false,
  });
  return items.map(parseFamily);
}

/** Stores a new family with the counter changes its service computed, in one transaction. */
export async function insertFamily(
  input: NewFamilyRecord,
  now: Date,
  counters: readonly CounterChange[],
): Promise<FamilyRecord> {
  const id = await table.nextId('FAMILY');
  const timestamp = now.toISOString();
  const record: FamilyRecord = {
    ...input,
    id,
    createdAt: timestamp,
    updatedAt: timestamp,
    ...endedAtAfter(null, input.guidanceStatus, now),
    version: 1,
  };
  await sendTransaction({ TransactItems: [table.putNew(familyItem(record)), ...counterUpdates(counters)] });
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
  counters: readonly CounterChange[],
): Promise<{ family: FamilyRecord } | 'changed'> {
  const next: FamilyRecord = {
    ...withoutEnd(previous),
    ...changes,
    updatedAt: now.toISOString(),
    ...endedAtAfter(previous, changes.guidanceStatus, now),
    version: previous.version + 1,
  };
  const isWritten = await transactConditionally([
    table.putUnchanged(familyItem(next), previous.version),
    ...counterUpdates(counters),
  ]);
  return isWritten ? { family: next } : 'changed';
}

/**
 * Records a family's consent (issue 32) on the family read earlier, conditional on its version, with
 * the other writes of the change (its audit entry) in the same transaction.
 */
export async function replaceFamilyConsent(
  previous: FamilyRecord,
  consent: NonNullable<FamilyRecord['consent']>,
  now: Date,
  alongside: readonly TransactionItem[],
): Promise<{ family: FamilyRecord } | 'changed'> {
  const next: FamilyRecord = {
    ...withoutEnd(previous),
    consent,
    updatedAt: now.toISOString(),
    ...endedAtAfter(previous, previous.guidanceStatus, now),
    version: previous.version + 1,
  };
  const isWritten = await transactConditionally([
    table.putUnchanged(familyItem(next), previous.version),
    ...alongside,
  ]);
  return isWritten ? { family: next } : 'changed';
}

/** Deletes a family read earlier, conditional on the version that was read, and uncounts it. */
export async function deleteFamily(
  previous: FamilyRecord,
  counters: readonly CounterChange[],
): Promise<'deleted' | 'changed'> {
  const isDeleted = await transactConditionally([
    table.deleteUnchanged(familyKey(previous.id), previous.version),
    ...counterUpdates(counters),
  ]);
  return isDeleted ? 'deleted' : 'changed';
}

/**
 * Access pattern: how many families have each guidance status (byStatus, one COUNT query per status),
 * for rebuilding the statistics counters after a bulk load. Never in a request path.
 */
export function countFamiliesByStatus(): Promise<Record<FamilyStatus, number>> {
  return countPerPartition(FAMILY_STATUSES, (status) => ({
    TableName: table.name,
    IndexName: FAMILY_INDEXES.byStatus,
    KeyConditionExpression: 'gsi2pk = :status',
    ExpressionAttributeValues: { ':status': familyPartitions.status(status) },
  }));
}
