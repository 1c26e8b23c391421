import * as z from 'zod';
import type { DeclarationStatus } from '../../shared/schemas/declarations';
import { type FamilyStatus, familySchema } from '../../shared/schemas/families';
import { DECLARATION_INDEXES, declarationPartitions } from './keys/declarations';
import { FAMILY_INDEXES, familyPartitions } from './keys/families';
import { projectionOf } from './projection';
import { countQuery, parseItem, type QueryInput, queryAll, tableName } from './table';

/**
 * What waits for staff, for the scheduled notification check: registrations still in_behandeling
 * and declarations of one status, older than a moment, and how many there are. Only the attributes
 * a reminder names are read, never notes about a child. The key shapes come from the key builders
 * of the families and declarations tables.
 */
const FAMILIES = () => tableName('families');
const DECLARATIONS = () => tableName('declarations');

const waitingFamilySchema = familySchema.pick({ id: true, parentName: true, createdAt: true });
export type WaitingFamily = z.infer<typeof waitingFamilySchema>;

/** As stored: the amount in integer cents. */
const waitingDeclarationSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  amountCents: z.number().int(),
  createdAt: z.string(),
});
export type WaitingDeclaration = z.infer<typeof waitingDeclarationSchema>;

type IndexQuery = {
  table: string;
  index: string;
  partition: string;
  /** Only sort keys below this value. */
  sortBelow?: string | undefined;
  /** Only items whose createdAt is below this value. */
  createdBefore?: string | undefined;
};

/** Both indexes read here key on gsi2pk/gsi2sk (byStatus of either table). */
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
    names,
    input: {
      TableName: query.table,
      IndexName: query.index,
      KeyConditionExpression: keyCondition,
      FilterExpression: filter,
      ExpressionAttributeValues: values,
    } satisfies QueryInput,
  };
}

function queryAttributes(query: IndexQuery, attributes: readonly string[]) {
  const { names, input } = queryInput(query);
  const projection = projectionOf(attributes);
  return queryAll({
    ...input,
    ProjectionExpression: projection.ProjectionExpression,
    ExpressionAttributeNames: { ...names, ...projection.ExpressionAttributeNames },
  });
}

function countItems(query: IndexQuery): Promise<number> {
  const { names, input } = queryInput(query);
  return countQuery({
    ...input,
    ExpressionAttributeNames: Object.keys(names).length > 0 ? names : undefined,
  });
}

const familyStatusQuery = (status: FamilyStatus, sortBelow?: string): IndexQuery => ({
  table: FAMILIES(),
  index: FAMILY_INDEXES.byStatus,
  partition: familyPartitions.status(status),
  sortBelow,
});

const declarationStatusQuery = (status: DeclarationStatus, createdBefore?: string): IndexQuery => ({
  table: DECLARATIONS(),
  index: DECLARATION_INDEXES.byStatus,
  partition: declarationPartitions.status(status),
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
