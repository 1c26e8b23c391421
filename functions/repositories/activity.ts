import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { dynamo } from '../commons/dynamo';
import { tableName, ttlFrom } from './table';

const TABLE = tableName('activity');

/** The feed is what staff see on the dashboard; the audit stream records reads of sensitive data. */
export const ACTIVITY_STREAMS = ['feed', 'audit'] as const;
export type ActivityStream = (typeof ACTIVITY_STREAMS)[number];

const RETENTION_DAYS: Record<ActivityStream, number> = { feed: 365, audit: 5 * 365 };

export const activityRecordSchema = z.object({
  id: z.string(),
  stream: z.enum(ACTIVITY_STREAMS),
  kind: z.string(),
  message: z.string(),
  actorId: z.number().int().nullable(),
  subjectType: z.string().nullable(),
  subjectId: z.string().nullable(),
  createdAt: z.string(),
});
export type ActivityRecord = z.infer<typeof activityRecordSchema>;

export async function putActivity(entry: Omit<ActivityRecord, 'id'>): Promise<ActivityRecord> {
  const record = { ...entry, id: randomUUID() };
  const expiresAt = new Date(new Date(entry.createdAt).getTime() + RETENTION_DAYS[entry.stream] * 86_400_000);
  await dynamo.send(
    new PutCommand({
      TableName: TABLE,
      Item: {
        pk: `STREAM#${entry.stream}`,
        sk: `${entry.createdAt}#${record.id}`,
        ...record,
        ttl: ttlFrom(expiresAt),
      },
    }),
  );
  return record;
}

// Access pattern: the newest entries of one stream (pk = STREAM#<stream>, sk starts with the timestamp).
export async function listActivity(stream: ActivityStream, limit: number): Promise<ActivityRecord[]> {
  const result = await dynamo.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :stream',
      ExpressionAttributeValues: { ':stream': `STREAM#${stream}` },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map((item) => activityRecordSchema.parse(item));
}
