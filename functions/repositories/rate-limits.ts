import { BatchGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../commons/dynamo';
import { tableName, ttlFrom } from './table';

/** Fixed-window counters in the sessions table, so limits hold across Lambda instances. */
const TABLE = tableName('sessions');

const key = (bucket: string, windowStart: number) => ({ pk: `RATE#${bucket}`, sk: `WINDOW#${windowStart}` });

export async function readCounts(buckets: string[], windowStart: number): Promise<Map<string, number>> {
  const counts = new Map<string, number>(buckets.map((bucket) => [bucket, 0]));
  if (buckets.length === 0) return counts;
  const result = await dynamo.send(
    new BatchGetCommand({
      RequestItems: {
        [TABLE]: {
          Keys: buckets.map((bucket) => key(bucket, windowStart)),
          ProjectionExpression: 'pk, #count',
          ExpressionAttributeNames: { '#count': 'count' },
        },
      },
    }),
  );
  for (const item of result.Responses?.[TABLE] ?? []) {
    counts.set(String(item.pk).slice('RATE#'.length), Number(item.count ?? 0));
  }
  return counts;
}

export async function incrementCount(bucket: string, windowStart: number, expiresAt: Date): Promise<number> {
  const result = await dynamo.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: key(bucket, windowStart),
      UpdateExpression: 'ADD #count :one SET #ttl = :ttl',
      ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':ttl': ttlFrom(expiresAt) },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(result.Attributes?.count ?? 0);
}
