import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { z } from 'zod';
import type { DeclarationStatus } from '../../shared/schemas/declarations';
import type { FamilyStatus } from '../../shared/schemas/families';
import type { TABLES } from '../../shared/tables';
import { dynamo } from '../commons/dynamo';
import { declarationRecordSchema } from './declarations';
import { familyRecordSchema } from './families';
import { projectionOf } from './projection';
import { parseItem, tableName } from './table';

/**
 * What waits for staff, for the scheduled notification check: registrations still in_behandeling
 * and declarations of one status, older than a moment, and how many there are. Only the attributes
 * a reminder names are read, never notes about a child. The key shapes are those of shared/tables.ts
 * and the aggregate repositories (families.ts, declarations.ts).
 */
const FAMILIES = tableName('families');
const DECLARATIONS = tableName('declarations');
const FAMILIES_BY_STATUS: keyof typeof TABLES.families.indexes = 'byStatus';
const DECLARATIONS_BY_STATUS: keyof typeof TABLES.declarations.indexes = 'byStatus';

const waitingFamilySchema = familyRecordSchema.pick({ id: true, parentName: true, createdAt: true });
export type WaitingFamily = z.infer<typeof waitingFamilySchema>;

const waitingDeclarationSchema = declarationRecordSchema.pick({
  id: true,
  userName: true,
  amountCents: true,
  createdAt: true,
});
export type WaitingDeclaration = z.infer<typeof waitingDeclarationSchema>;

type IndexQuery = {
  table: string;
  index: string;
  partition: string;
  /** Only sort keys below this value. */
  sortBelow?: string;
  /** Only items whose createdAt is below this value. */
  createdBefore?: string;
};

function queryInput(query: IndexQuery) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':pk': query.partition };
  let keyCondition = 'gsi2pk = :pk';
  if (query.sortBelow !== undefined) {
    values[':below'] = query.sortBelow;
    keyCondition += ' AND gsi2sk < :below';
  }
  let filter: string | undefined;
  if (query.createdBefore !== undefined) {
    names['#createdAt'] = 'createdAt';
    values[':createdBefore'] = query.createdBefore;
    filter = '#createdAt < :createdBefore';
  }
  return {
    TableName: query.table,
    IndexName: query.index,
    KeyConditionExpression: keyCondition,
    FilterExpression: filter,
    names,
    ExpressionAttributeValues: values,
  };
}

async function queryAttributes(query: IndexQuery, attributes: readonly string[]) {
  const { names, ...input } = queryInput(query);
  const projection = projectionOf(attributes);
  const items: Record<string, unknown>[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        ...input,
        ProjectionExpression: projection.ProjectionExpression,
        ExpressionAttributeNames: { ...names, ...projection.ExpressionAttributeNames },
        ExclusiveStartKey: cursor,
      }),
    );
    items.push(...(page.Items ?? []));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items;
}

async function countItems(query: IndexQuery): Promise<number> {
  const { names, ...input } = queryInput(query);
  let count = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        ...input,
        ExpressionAttributeNames: Object.keys(names).length > 0 ? names : undefined,
        Select: 'COUNT',
        ExclusiveStartKey: cursor,
      }),
    );
    count += page.Count ?? 0;
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return count;
}

const familyStatusQuery = (status: FamilyStatus, sortBelow?: string): IndexQuery => ({
  table: FAMILIES,
  index: FAMILIES_BY_STATUS,
  partition: `STATUS#${status}`,
  sortBelow,
});

const declarationStatusQuery = (status: DeclarationStatus, createdBefore?: string): IndexQuery => ({
  table: DECLARATIONS,
  index: DECLARATIONS_BY_STATUS,
  partition: `STATUS#${status}`,
  createdBefore,
});

// Access pattern: registrations still in_behandeling created before a moment (families byStatus,
// gsi2sk = <createdAt>#<id>, so "created before" is a sort-key range).
export async function listRegistrationsCreatedBefore(cutoff: Date): Promise<WaitingFamily[]> {
  const items = await queryAttributes(
    familyStatusQuery('in_behandeling', cutoff.toISOString()),
    Object.keys(waitingFamilySchema.shape),
  );
  return items.map((item) => parseItem(waitingFamilySchema, item, 'waiting family'));
}

// Access pattern: how many families have one status (families byStatus, keys only).
export const countFamiliesWithStatus = (status: FamilyStatus) => countItems(familyStatusQuery(status));

// Access pattern: declarations of one status submitted before a moment (declarations byStatus; its
// sort key is the declaration's own date, so the submission time narrows with a filter).
export async function listDeclarationsCreatedBefore(
  status: DeclarationStatus,
  cutoff: Date,
): Promise<WaitingDeclaration[]> {
  const items = await queryAttributes(
    declarationStatusQuery(status, cutoff.toISOString()),
    Object.keys(waitingDeclarationSchema.shape),
  );
  return items.map((item) => parseItem(waitingDeclarationSchema, item, 'waiting declaration'));
}

// Access pattern: how many declarations have one status (declarations byStatus, keys only).
export const countDeclarationsWithStatus = (status: DeclarationStatus) =>
  countItems(declarationStatusQuery(status));
