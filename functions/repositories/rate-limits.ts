import { GetCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../commons/dynamo';
import { rateWindowKey } from './keys/sessions';
import { tableName, ttlFrom, writeConditionally } from './table';

/** Fixed-window counters in the sessions table, so limits hold across Lambda instances. */
const TABLE = () => tableName('sessions');

/** One update of a bucket's window item. */
const updateWindow = (
  bucket: string,
  windowStart: number,
  update: Omit<UpdateCommandInput, 'TableName' | 'Key'>,
) =>
  dynamo.send(new UpdateCommand({ TableName: TABLE(), Key: rateWindowKey(bucket, windowStart), ...update }));

/**
 * Counts one attempt in one atomic conditional update, only while the window's count is below
 * `limit`: the decision is the write itself, so parallel requests can never all see room for one more.
 * False when the limit is reached (nothing is counted then).
 */
export const incrementBelow = (bucket: string, windowStart: number, limit: number, expiresAt: Date) =>
  writeConditionally(() =>
    updateWindow(bucket, windowStart, {
      UpdateExpression: 'ADD #count :one SET #ttl = :ttl',
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
      ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':ttl': ttlFrom(expiresAt) },
    }),
  );

/** Gives back an attempt counted by incrementBelow (it succeeded, so it does not count as a failure). */
export async function decrementCount(bucket: string, windowStart: number): Promise<void> {
  // Only while above zero: a window that expired in between is not brought back at -1.
  await writeConditionally(() =>
    updateWindow(bucket, windowStart, {
      UpdateExpression: 'ADD #count :minusOne',
      ConditionExpression: '#count > :zero',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
    }),
  );
}

/** Counts one event without a limit; answers the new count. */
export async function incrementCount(bucket: string, windowStart: number, expiresAt: Date): Promise<number> {
  const result = await updateWindow(bucket, windowStart, {
    UpdateExpression: 'ADD #count :one SET #ttl = :ttl',
    ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
    ExpressionAttributeValues: { ':one': 1, ':ttl': ttlFrom(expiresAt) },
    ReturnValues: 'UPDATED_NEW',
  });
  return Number(result.Attributes?.count ?? 0);
}

export type BackoffState = { count: number; nextAttemptAt: number };

/** The failures counted in a window and the earliest moment (epoch ms) of the next attempt. */
export async function readBackoff(bucket: string, windowStart: number): Promise<BackoffState> {
  const result = await dynamo.send(
    new GetCommand({
      TableName: TABLE(),
      Key: rateWindowKey(bucket, windowStart),
      ProjectionExpression: '#count, nextAttemptAt',
      ExpressionAttributeNames: { '#count': 'count' },
    }),
  );
  return {
    count: Number(result.Item?.count ?? 0),
    nextAttemptAt: Number(result.Item?.nextAttemptAt ?? 0),
  };
}

/**
 * Takes the one attempt a back-off allows now: sets the next allowed moment only if the previous one
 * has passed, so of parallel requests exactly one gets through. False when another request was first.
 */
export const claimBackoffSlot = (
  bucket: string,
  windowStart: number,
  now: number,
  nextAttemptAt: number,
  expiresAt: Date,
) =>
  writeConditionally(() =>
    updateWindow(bucket, windowStart, {
      UpdateExpression: 'SET nextAttemptAt = :next, #ttl = :ttl',
      ConditionExpression: 'attribute_not_exists(nextAttemptAt) OR nextAttemptAt <= :now',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':next': nextAttemptAt, ':now': now, ':ttl': ttlFrom(expiresAt) },
    }),
  );
