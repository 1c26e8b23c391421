import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { z } from 'zod';
import { dynamo } from '../commons/dynamo';
import { familyRecordSchema } from './families';
import { projectionOf } from './projection';
import { parseItem, tableName } from './table';
import { userRecordSchema } from './users';

/**
 * Names for the activity feed, many at once: a few attributes of each user or family, never the whole
 * record, so password hashes and notes about a child are not even fetched. The key shapes are those
 * of shared/tables.ts and the aggregate repositories (users.ts, families.ts). Only the users and
 * families tables are touched, the two the feed's function is granted.
 */
const USERS = tableName('users');
const FAMILIES = tableName('families');

/** BatchGetItem takes at most 100 keys per request. */
const BATCH_GET_MAX_KEYS = 100;
const BATCH_GET_ATTEMPTS = 5;

const userNameSchema = userRecordSchema.pick({ id: true, firstName: true, lastName: true, username: true });
export type UserName = z.infer<typeof userNameSchema>;

const familyNameSchema = familyRecordSchema.pick({ id: true, parentName: true });
export type FamilyName = z.infer<typeof familyNameSchema>;

/**
 * Reads items by key in batches of 100, retrying what DynamoDB leaves unprocessed under load.
 * Missing items are simply absent from the answer.
 */
async function batchGet(
  table: string,
  keys: { pk: string; sk: string }[],
  attributes: readonly string[],
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for (let start = 0; start < keys.length; start += BATCH_GET_MAX_KEYS) {
    let pending: Record<string, unknown>[] | undefined = keys.slice(start, start + BATCH_GET_MAX_KEYS);
    for (let attempt = 0; pending && pending.length > 0; attempt++) {
      if (attempt === BATCH_GET_ATTEMPTS) throw new Error(`BatchGet on ${table} left keys unprocessed`);
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const result: BatchGetCommandOutput = await dynamo.send(
        new BatchGetCommand({
          RequestItems: { [table]: { Keys: pending, ...projectionOf(attributes) } },
        }),
      );
      items.push(...(result.Responses?.[table] ?? []));
      pending = result.UnprocessedKeys?.[table]?.Keys;
    }
  }
  return items;
}

const distinct = (ids: readonly number[]) => [...new Set(ids)];

// Access pattern: the names of a page's actors, by key (USER#<id> / PROFILE).
export async function getUsersByIds(ids: readonly number[]): Promise<Map<number, UserName>> {
  const items = await batchGet(
    USERS,
    distinct(ids).map((id) => ({ pk: `USER#${id}`, sk: 'PROFILE' })),
    Object.keys(userNameSchema.shape),
  );
  return new Map(
    items.map((item) => parseItem(userNameSchema, item, 'user name')).map((user) => [user.id, user]),
  );
}

// Access pattern: the parent names of a page's families, by key (FAMILY#<id> / FAMILY).
export async function getFamiliesByIds(ids: readonly number[]): Promise<Map<number, FamilyName>> {
  const items = await batchGet(
    FAMILIES,
    distinct(ids).map((id) => ({ pk: `FAMILY#${id}`, sk: 'FAMILY' })),
    Object.keys(familyNameSchema.shape),
  );
  return new Map(
    items
      .map((item) => parseItem(familyNameSchema, item, 'family name'))
      .map((family) => [family.id, family]),
  );
}
