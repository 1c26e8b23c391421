import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../commons/dynamo';
import { isConditionFailure, parseItem, setFields, tableName, ttlFrom } from './table';

/**
 * Claims on idempotency keys and their stored answers, in a table of their own: only idempotent creates
 * are granted it, and TTL removes each record after the idempotency window.
 */
const TABLE = () => tableName('idempotency');
const key = (scope: string, idempotencyKey: string) => ({
  pk: `IDEMPOTENCY#${scope}#${idempotencyKey}`,
  sk: 'CLAIM',
});

const claimSchema = z.object({
  requestHash: z.string(),
  state: z.enum(['in-progress', 'completed']),
  statusCode: z.number().int().nullable(),
  responseBody: z.string().nullable(),
  expiresAt: z.string(),
});
export type IdempotencyClaim = z.infer<typeof claimSchema>;

/** Takes the key for this request; false when someone already holds it. */
export async function claimKey(scope: string, idempotencyKey: string, requestHash: string, expiresAt: Date) {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: TABLE(),
        Item: {
          ...key(scope, idempotencyKey),
          requestHash,
          state: 'in-progress',
          statusCode: null,
          responseBody: null,
          expiresAt: expiresAt.toISOString(),
          ttl: ttlFrom(expiresAt),
        },
        // An expired claim that TTL has not removed yet may be taken again.
        ConditionExpression: 'attribute_not_exists(pk) OR expiresAt < :now',
        ExpressionAttributeValues: { ':now': new Date().toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function readClaim(scope: string, idempotencyKey: string): Promise<IdempotencyClaim | null> {
  const result = await dynamo.send(
    new GetCommand({ TableName: TABLE(), Key: key(scope, idempotencyKey), ConsistentRead: true }),
  );
  return result.Item ? parseItem(claimSchema, result.Item, 'claim') : null;
}

export async function completeClaim(
  scope: string,
  idempotencyKey: string,
  statusCode: number,
  responseBody: string,
) {
  await setFields(TABLE(), key(scope, idempotencyKey), { state: 'completed', statusCode, responseBody });
}

/** Gives the key back after a failed attempt, so the client may try again with it. */
export async function releaseClaim(scope: string, idempotencyKey: string) {
  await dynamo.send(new DeleteCommand({ TableName: TABLE(), Key: key(scope, idempotencyKey) }));
}
