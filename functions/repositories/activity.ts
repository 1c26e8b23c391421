import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../commons/dynamo';
import { parseItem, tableName, ttlFrom } from './table';

const TABLE = tableName('activity');

/** The feed is what staff see on the dashboard; the audit stream records reads of sensitive data. */
export const ACTIVITY_STREAMS = ['feed', 'audit'] as const;
export type ActivityStream = (typeof ACTIVITY_STREAMS)[number];

const RETENTION_DAYS: Record<ActivityStream, number> = { feed: 365, audit: 5 * 365 };

const streamKey = (stream: ActivityStream) => `STREAM#${stream}`;
/** The sort key starts with the timestamp, so one stream reads newest first by querying backwards. */
const keyOf = (record: Pick<ActivityRecord, 'stream' | 'createdAt' | 'id'>) => ({
  pk: streamKey(record.stream),
  sk: `${record.createdAt}#${record.id}`,
});

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
        ...keyOf(record),
        ...record,
        ttl: ttlFrom(expiresAt),
      },
    }),
  );
  return record;
}

/** The key of one entry, which is what a cursor carries: a page resumes right after it. */
const entryKeySchema = (stream: ActivityStream) =>
  z.strictObject({
    pk: z.literal(streamKey(stream)),
    sk: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z#[0-9a-f-]{36}$/),
  });

const encodeCursor = (key: { pk: string; sk: string }) =>
  Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');

/** The key a cursor stands for, or null for anything this stream did not hand out. */
function decodeCursor(stream: ActivityStream, cursor: string) {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const key = entryKeySchema(stream).safeParse(decoded);
    return key.success ? key.data : null;
  } catch {
    return null;
  }
}

export type ActivityPage = { records: ActivityRecord[]; nextCursor: string | null };

// Access pattern: one stream newest first, a page at a time (pk = STREAM#<stream>, sk starts with
// the timestamp, read backwards). Entries past their TTL that DynamoDB has not removed yet are
// filtered out. One more entry than asked is read, so the last page answers nextCursor null instead
// of promising a page that turns out empty.
export async function listActivityPage(
  stream: ActivityStream,
  page: { limit: number; cursor?: string | undefined },
  now: Date,
): Promise<ActivityPage | 'invalid-cursor'> {
  let startKey: Record<string, unknown> | undefined;
  if (page.cursor !== undefined) {
    const key = decodeCursor(stream, page.cursor);
    if (!key) return 'invalid-cursor';
    startKey = key;
  }
  const records: ActivityRecord[] = [];
  do {
    const result = await dynamo.send(
      new QueryCommand({
        TableName: TABLE,
        KeyConditionExpression: 'pk = :stream',
        FilterExpression: '#ttl > :now',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':stream': streamKey(stream), ':now': ttlFrom(now) },
        ScanIndexForward: false,
        Limit: page.limit + 1 - records.length,
        ExclusiveStartKey: startKey,
      }),
    );
    records.push(
      ...(result.Items ?? []).map((item) => parseItem(activityRecordSchema, item, 'activity record')),
    );
    startKey = result.LastEvaluatedKey;
  } while (startKey && records.length <= page.limit);
  const hasMore = records.length > page.limit;
  const shown = records.slice(0, page.limit);
  const last = shown.at(-1);
  return { records: shown, nextCursor: hasMore && last ? encodeCursor(keyOf(last)) : null };
}
