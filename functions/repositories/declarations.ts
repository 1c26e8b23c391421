import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import {
  DECLARATION_STATUSES,
  DECLARATION_TYPES,
  type DeclarationStatus,
  declarationPaymentSchema,
  statusChangeSchema,
} from '../../shared/schemas/declarations';
import { VEHICLES } from '../../shared/statuses';
import { dynamo } from '../commons/dynamo';
import {
  DECLARATION_INDEXES,
  declarationIndexKeys,
  declarationKey,
  declarationPartitions,
} from './keys/declarations';
import { counterUpdates } from './statistics';
import type { CounterChange } from './statistics-counters';
import {
  batchGetAll,
  countPerPartition,
  type Item,
  type Page,
  parseItem,
  queryAll,
  queryPage,
  recordTable,
  type TransactionItem,
  transactConditionally,
} from './table';
import type { AttachmentWrite } from './uploads';

const table = recordTable('declarations');

/** Money as integer cents and distance as integer tenths of a kilometre: no binary floats in storage. */
export const declarationRecordSchema = z.object({
  id: z.number().int(),
  type: z.enum(DECLARATION_TYPES),
  description: z.string(),
  amountCents: z.number().int(),
  kilometerTenths: z.number().int().nullable(),
  /** The vehicle of the kilometres; null for an expense (and for mileage stored before issue 31: a car). */
  vehicle: z.enum(VEHICLES).nullish(),
  /** The flat allowance part of an `allowance` declaration, in cents; null for other types. */
  allowanceCents: z.number().int().nullish(),
  /**
   * What the volunteer claimed, while an admin's approval holds only the part of it within the
   * volunteer law's ceilings (amount, allowance and kilometres lowered); it comes back when the
   * declaration leaves approved (undone, rejected after all). Absent otherwise.
   */
  claimed: z
    .object({
      amountCents: z.number().int(),
      allowanceCents: z.number().int(),
      kilometerTenths: z.number().int().nullable(),
    })
    .nullish(),
  date: z.string(),
  status: z.enum(DECLARATION_STATUSES),
  userId: z.number().int(),
  userName: z.string(),
  receiptUploadId: z.string().nullable(),
  receiptName: z.string().nullable(),
  reviewNotes: z.string().nullable(),
  statusHistory: z.array(statusChangeSchema),
  /** Who changed it after it was submitted, each once: none of them may approve it (shared/policies/approvals.ts). */
  editorIds: z.array(z.number().int()).default([]),
  /** Issue 34: exported in a payment file, then seen paid on a bank statement; absent before. */
  payment: declarationPaymentSchema.nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type DeclarationRecord = z.infer<typeof declarationRecordSchema>;

/** The item as stored, with its index keys (exported for bulk loads, which must store the same shape). */
export const declarationItem = (record: DeclarationRecord) => ({
  ...declarationKey(record.id),
  ...declarationIndexKeys(record),
  ...record,
});

export const allocateDeclarationId = () => table.nextId('DECLARATION');

/**
 * Stores a new declaration with the counter changes its service computed and (optionally) attaches
 * its receipt, in one transaction:
 * false when the receipt was attached elsewhere in between, and then nothing changed.
 */
export const insertDeclaration = (
  record: DeclarationRecord,
  counters: readonly CounterChange[],
  attachment?: AttachmentWrite | null,
) =>
  transactConditionally([
    table.putNew(declarationItem(record)),
    ...(attachment ? [attachment] : []),
    ...counterUpdates(counters),
  ]);

export async function getDeclaration(id: number): Promise<DeclarationRecord | null> {
  const result = await dynamo.send(new GetCommand({ TableName: table.name, Key: declarationKey(id) }));
  return result.Item ? parseItem(declarationRecordSchema, result.Item, 'declaration record') : null;
}

/**
 * Replaces a declaration read earlier, with its counter changes (status, approval) and a newly
 * attached receipt in the same transaction; false when someone changed it in between, and then nothing changed.
 * `related` are the other writes and checks of the same change (its booking, the facts an approval relied on).
 */
export const replaceDeclaration = (
  previous: DeclarationRecord,
  next: DeclarationRecord,
  counters: readonly CounterChange[],
  attachment?: AttachmentWrite | null,
  related: readonly TransactionItem[] = [],
) =>
  transactConditionally([
    table.putUnchanged(declarationItem(next), previous.version),
    ...(attachment ? [attachment] : []),
    ...counterUpdates(counters),
    ...related,
  ]);

/** A declaration replaced on the version read, as an element of another area's transaction (issue 34's payments). */
export const declarationReplaceWrite = (previous: DeclarationRecord, next: DeclarationRecord) =>
  table.putUnchanged(declarationItem(next), previous.version);

/** Access pattern: declarations by id (DECLARATION#<id> / DECLARATION), any number. */
export async function getDeclarationsByIds(ids: readonly number[]): Promise<DeclarationRecord[]> {
  const items = await batchGetAll(table.name, [...new Set(ids)].map(declarationKey), {
    consistentRead: true,
  });
  return items.map(parseDeclaration);
}

/**
 * Access pattern: approved declarations not yet paid, newest date first (byStatus, STATUS#approved),
 * a page at a time; the paid ones are left out by a filter expression.
 */
export async function listUnpaidApprovedPage(page: {
  limit: number;
  cursor?: string | undefined;
}): Promise<Page<DeclarationRecord>> {
  const partition = declarationPartitions.status('approved');
  const result = await queryPage(
    {
      TableName: table.name,
      IndexName: DECLARATION_INDEXES.byStatus,
      KeyConditionExpression: 'gsi2pk = :pk',
      FilterExpression: 'attribute_not_exists(payment.#state) OR payment.#state <> :paid',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':pk': partition, ':paid': 'betaald' },
      ScanIndexForward: false,
    },
    page,
    { table: 'declarations', index: DECLARATION_INDEXES.byStatus, partition },
  );
  return { items: result.items.map(parseDeclaration), nextCursor: result.nextCursor };
}

/**
 * Deletes a declaration read earlier and uncounts it (an approved one leaves its approval month);
 * `bookkeeping` reverses its booking in the same transaction.
 */
export const deleteDeclaration = (
  previous: DeclarationRecord,
  counters: readonly CounterChange[],
  bookkeeping: readonly TransactionItem[] = [],
) =>
  transactConditionally([
    table.deleteUnchanged(declarationKey(previous.id), previous.version),
    ...counterUpdates(counters),
    ...bookkeeping,
  ]);

const parseDeclaration = (item: Item) => parseItem(declarationRecordSchema, item, 'declaration record');

export type DeclarationFilter = {
  /** Only this user's declarations; everyone's when absent. */
  ownerId?: number | undefined;
  status?: DeclarationStatus | undefined;
};

/**
 * Access patterns, one Query per page, newest date first: one user's declarations (byOwner, a status
 * narrows it with a filter expression), everyone's of one status (byStatus) or everyone's of every
 * status (byDate).
 */
export async function listDeclarationsPage(
  filter: DeclarationFilter,
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<DeclarationRecord>> {
  const source =
    filter.ownerId !== undefined
      ? {
          index: DECLARATION_INDEXES.byOwner,
          key: 'gsi1pk',
          partition: declarationPartitions.owner(filter.ownerId),
        }
      : filter.status !== undefined
        ? {
            index: DECLARATION_INDEXES.byStatus,
            key: 'gsi2pk',
            partition: declarationPartitions.status(filter.status),
          }
        : { index: DECLARATION_INDEXES.byDate, key: 'gsi3pk', partition: declarationPartitions.all };
  const isStatusFiltered = filter.status !== undefined && source.index === DECLARATION_INDEXES.byOwner;
  const result = await queryPage(
    {
      TableName: table.name,
      IndexName: source.index,
      KeyConditionExpression: '#pk = :pk',
      FilterExpression: isStatusFiltered ? '#status = :status' : undefined,
      ExpressionAttributeNames: { '#pk': source.key, ...(isStatusFiltered ? { '#status': 'status' } : {}) },
      ExpressionAttributeValues: {
        ':pk': source.partition,
        ...(isStatusFiltered ? { ':status': filter.status } : {}),
      },
      ScanIndexForward: false,
    },
    page,
    { table: 'declarations', index: source.index, partition: source.partition },
  );
  return { items: result.items.map(parseDeclaration), nextCursor: result.nextCursor };
}

/**
 * Access pattern: one volunteer's flat allowances still waiting for a decision in a calendar year
 * (byOwner, the year as a range of its date-sorted key; a filter keeps the undecided allowances), as
 * their days. Bounded by one volunteer's declarations of one year.
 */
export async function undecidedAllowanceDays(userId: number, year: number): Promise<string[]> {
  const items = await queryAll({
    TableName: table.name,
    IndexName: DECLARATION_INDEXES.byOwner,
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
    FilterExpression: '#type = :allowance AND #status IN (:pending, :handling, :processing)',
    ProjectionExpression: '#date',
    ExpressionAttributeNames: { '#type': 'type', '#status': 'status', '#date': 'date' },
    ExpressionAttributeValues: {
      ':pk': declarationPartitions.owner(userId),
      ':from': `${year}-01-01`,
      ':to': `${year}-12-31#~`,
      ':allowance': 'allowance',
      ':pending': 'pending',
      ':handling': 'in_behandeling',
      ':processing': 'wordt_verwerkt',
    },
  });
  return items.map((item) => String(item.date));
}

/**
 * Access pattern: how many declarations have each status (byStatus, one COUNT query per status), for
 * rebuilding the statistics counters after a bulk load. Never in a request path.
 */
export function countDeclarationsByStatus(): Promise<Record<DeclarationStatus, number>> {
  return countPerPartition(DECLARATION_STATUSES, (status) => ({
    TableName: table.name,
    IndexName: DECLARATION_INDEXES.byStatus,
    KeyConditionExpression: 'gsi2pk = :status',
    ExpressionAttributeValues: { ':status': declarationPartitions.status(status) },
  }));
}
