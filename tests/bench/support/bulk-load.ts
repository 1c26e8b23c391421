/**
 * Bulk data for the latency suites: records in the exact shape the portal stores (parsed by the
 * repositories' own schemas, stored through their own item builders), written with BatchWriteItem so
 * tens of thousands load in seconds. Call `bulkLoader()` only after the local stack has pointed the
 * environment at its tables.
 */
import type { BatchWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { DeclarationRecord } from '../../../functions/repositories/declarations';
import type { FamilyRecord } from '../../../functions/repositories/families';
import {
  DECLARATION_STATUSES,
  type DeclarationStatus,
  FAMILY_STATUSES,
  type FamilyStatus,
} from '../../../shared/statuses';
import { forEachLimited } from './local-portal';

const BATCH_SIZE = 25;
const LOAD_CONCURRENCY = 4;
/** Bulk-loaded ids start far above what the id counters hand out, so the two never meet. */
export const FIRST_BULK_ID = 1_000_001;
const DAY_MS = 86_400_000;

export function familyRecord(id: number, index: number, now: number): FamilyRecord {
  // Spread over the last year, so the data looks like history rather than one busy morning.
  const createdAt = new Date(now - (index % 365) * DAY_MS).toISOString();
  return {
    id,
    parentName: `Ouder ${index}`,
    email: `gezin.${index}@example.org`,
    phone: '0470 12 34 56',
    address: 'Kerkstraat 1, 2000 Antwerpen',
    childName: `Kind ${index}`,
    childAge: 6 + (index % 12),
    school: 'Basisschool De Linde',
    grade: '4de leerjaar',
    guidanceStatus: FAMILY_STATUSES[index % FAMILY_STATUSES.length] ?? 'actief',
    hasPets: index % 2 === 0,
    allowsSmoking: false,
    hasStudyRoom: index % 3 !== 0,
    externalSupport: null,
    notes: null,
    assignedTo: null,
    createdAt,
    version: 1,
    source: 'staff',
    createdBy: 1,
    updatedAt: createdAt,
  };
}

export function declarationRecord(id: number, index: number, now: number): DeclarationRecord {
  const createdAt = new Date(now - (index % 365) * DAY_MS).toISOString();
  const status = DECLARATION_STATUSES[index % DECLARATION_STATUSES.length] ?? 'pending';
  const submitted = {
    at: createdAt,
    byId: 1,
    byName: 'Admin Beheerder',
    from: null,
    to: 'pending' as const,
    note: null,
  };
  return {
    id,
    type: 'expense',
    description: `Schoolmateriaal ${index}`,
    amountCents: 500 + (index % 5_000),
    kilometerTenths: null,
    date: createdAt.slice(0, 10),
    status,
    userId: 1,
    userName: 'Admin Beheerder',
    receiptUploadId: null,
    receiptName: null,
    reviewNotes: null,
    statusHistory:
      status === 'pending' ? [submitted] : [submitted, { ...submitted, from: 'pending', to: status }],
    editorIds: [],
    createdAt,
    updatedAt: createdAt,
    version: 1,
  };
}

/** Writes the families and declarations with these indexes (bulk ids), and nothing else. */
export async function bulkLoader() {
  const { BatchWriteCommand } = await import('@aws-sdk/lib-dynamodb');
  const { dynamo } = await import('../../../functions/commons/dynamo');
  const { tableName } = await import('../../../functions/repositories/table');
  const { familyItem, familyRecordSchema } = await import('../../../functions/repositories/families');
  const { declarationItem, declarationRecordSchema } = await import(
    '../../../functions/repositories/declarations'
  );

  const writeBatch = async (input: BatchWriteCommandInput) => {
    let pending = input.RequestItems;
    for (let attempt = 0; pending && Object.keys(pending).length > 0; attempt += 1) {
      if (attempt > 10) throw new Error('DynamoDB Local kept items unprocessed');
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      try {
        const result = await dynamo.send(new BatchWriteCommand({ RequestItems: pending }));
        pending = result.UnprocessedItems;
      } catch (error) {
        // The portal's clients give up after a few seconds (a stuck dependency must fail fast); a
        // bulk load on a busy machine may meet that limit, and a batch of puts is safe to send again.
        if ((error as { name?: string }).name !== 'TimeoutError') throw error;
      }
    }
  };
  const load = async (table: string, items: Record<string, unknown>[]) => {
    const batches: Record<string, unknown>[][] = [];
    for (let start = 0; start < items.length; start += BATCH_SIZE) {
      batches.push(items.slice(start, start + BATCH_SIZE));
    }
    await forEachLimited(batches.length, LOAD_CONCURRENCY, (index) =>
      writeBatch({
        RequestItems: { [table]: (batches[index] ?? []).map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
  };
  const now = Date.now();
  return {
    /** Per status, the families and declarations `families`/`declarations` write for indexes 0 to size - 1. */
    statusCounts: (size: number) => {
      const families = Object.fromEntries(FAMILY_STATUSES.map((status) => [status, 0])) as Record<
        FamilyStatus,
        number
      >;
      const declarations = Object.fromEntries(DECLARATION_STATUSES.map((status) => [status, 0])) as Record<
        DeclarationStatus,
        number
      >;
      for (let index = 0; index < size; index += 1) {
        families[familyRecord(0, index, now).guidanceStatus] += 1;
        declarations[declarationRecord(0, index, now).status] += 1;
      }
      return { families, declarations };
    },
    /** Items as they are, into one of the stack's tables. */
    items: (table: Parameters<typeof tableName>[0], items: Record<string, unknown>[]) =>
      load(tableName(table), items),
    families: (indexes: readonly number[]) =>
      load(
        tableName('families'),
        indexes.map((index) =>
          familyItem(familyRecordSchema.parse(familyRecord(FIRST_BULK_ID + index, index, now))),
        ),
      ),
    declarations: (indexes: readonly number[]) =>
      load(
        tableName('declarations'),
        indexes.map((index) =>
          declarationItem(
            declarationRecordSchema.parse(declarationRecord(FIRST_BULK_ID + index, index, now)),
          ),
        ),
      ),
  };
}
