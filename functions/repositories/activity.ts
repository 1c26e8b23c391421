import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../commons/dynamo';
import { activityEntryKey, activityStreamKey } from './keys/activity';
import { parseItem, queryPage, tableName, ttlFrom } from './table';

const TABLE = () => tableName('activity');

/**
 * The feed is what staff see on the dashboard; the audit stream records reads of sensitive data; the
 * drive stream is the drive's recent activity (each entry names its folder, shown to who sees it).
 */
export const ACTIVITY_STREAMS = ['feed', 'audit', 'drive'] as const;
export type ActivityStream = (typeof ACTIVITY_STREAMS)[number];

const RETENTION_DAYS: Record<ActivityStream, number> = { feed: 365, audit: 5 * 365, drive: 365 };

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
      TableName: TABLE(),
      Item: {
        ...activityEntryKey(record),
        ...record,
        ttl: ttlFrom(expiresAt),
      },
    }),
  );
  return record;
}

export type ActivityPage = { records: ActivityRecord[]; nextCursor: string | null };

// Access pattern: one stream newest first, a page at a time (pk = STREAM#<stream>, sk starts with
// the timestamp, read backwards). Entries past their TTL that DynamoDB has not removed yet are
// filtered out. A cursor of another stream, or one this feed did not hand out, is a 400.
export async function listActivityPage(
  stream: ActivityStream,
  page: { limit: number; cursor?: string | undefined },
  now: Date,
): Promise<ActivityPage> {
  const result = await queryPage(
    {
      TableName: TABLE(),
      KeyConditionExpression: 'pk = :stream',
      FilterExpression: '#ttl > :now',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':stream': activityStreamKey(stream), ':now': ttlFrom(now) },
      ScanIndexForward: false,
    },
    page,
    { table: 'activity', partition: activityStreamKey(stream) },
  );
  return {
    records: result.items.map((item) => parseItem(activityRecordSchema, item, 'activity record')),
    nextCursor: result.nextCursor,
  };
}
