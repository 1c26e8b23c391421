import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { type NewsCategory, newsSchema } from '../../shared/schemas/news';
import { dynamo } from '../commons/dynamo';
import { logger } from '../commons/logger';
import {
  dueUntil,
  NEWS_INDEXES,
  NEWS_PARTITION,
  NEWS_VIEW_PREFIX,
  newsIndexKeys,
  newsKey,
  newsViewKey,
  SCHEDULED_PARTITION,
  scheduledKey,
} from './keys/news';
import { retentionTtl } from './retention-periods';
import {
  batchWriteAll,
  type Item,
  isConditionFailure,
  type Page,
  parseItem,
  queryAll,
  queryPage,
  queryPages,
  recordTable,
  setFields,
  type TransactionItem,
  transactConditionally,
} from './table';

const table = recordTable('news');

/**
 * The message as stored: what the API shows (its `publishDate` an ISO instant in UTC, so the index
 * sorts it as text), plus its author's id and when the bell rang for it.
 */
export const newsRecordSchema = newsSchema.extend({
  authorId: z.number().int(),
  /** When the targeted users were notified of this urgent message; null until then. */
  notifiedAt: z.string().nullable(),
});
export type NewsRecord = z.infer<typeof newsRecordSchema>;

const parseNews = (item: Item) => parseItem(newsRecordSchema, item, 'news record');

const newsItem = (record: NewsRecord) => ({ ...newsKey(record.id), ...newsIndexKeys(record), ...record });

/** The marker the hourly check finds a scheduled message by. */
const scheduleMarker = (record: NewsRecord): TransactionItem => ({
  Put: { TableName: table.name, Item: { ...scheduledKey(record), newsId: record.id } },
});
const removeScheduleMarker = (record: NewsRecord): TransactionItem => ({
  Delete: { TableName: table.name, Key: scheduledKey(record) },
});

export const allocateNewsId = () => table.nextId('NEWS');

/** Stores a new message (and its schedule marker when scheduled) in one transaction. */
export const insertNews = (record: NewsRecord) =>
  transactConditionally([
    table.putNew(newsItem(record)),
    ...(record.status === 'scheduled' ? [scheduleMarker(record)] : []),
  ]);

export async function getNews(id: number): Promise<NewsRecord | null> {
  const result = await dynamo.send(new GetCommand({ TableName: table.name, Key: newsKey(id) }));
  return result.Item ? parseNews(result.Item) : null;
}

/** What an edit may change: never the read count (readers add to it meanwhile) or the notification mark. */
const EDITABLE = [
  'title',
  'content',
  'summary',
  'isPublished',
  'isUrgent',
  'category',
  'targetRoles',
  'publishDate',
  'status',
  'updatedAt',
  'authorName',
  'version',
  'gsi1sk',
] as const;

/**
 * Replaces the editable fields of a message read earlier, moving its schedule marker along, in one
 * transaction; false when someone changed it in between, and then nothing changed.
 */
export function replaceNews(previous: NewsRecord, next: NewsRecord) {
  const item = newsItem(next);
  const names = Object.fromEntries(EDITABLE.map((field) => [`#${field}`, field]));
  const values = Object.fromEntries(EDITABLE.map((field) => [`:${field}`, item[field]]));
  return transactConditionally([
    {
      Update: {
        TableName: table.name,
        Key: newsKey(previous.id),
        UpdateExpression: `SET ${EDITABLE.map((field) => `#${field} = :${field}`).join(', ')}`,
        ConditionExpression: 'version = :previousVersion',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ...values, ':previousVersion': previous.version },
      },
    },
    ...(previous.status === 'scheduled' ? [removeScheduleMarker(previous)] : []),
    ...(next.status === 'scheduled' ? [scheduleMarker(next)] : []),
  ]);
}

/**
 * Deletes a message read earlier with its schedule marker (one transaction), then its read marks.
 * False when it changed in between, and then nothing was deleted.
 */
export async function deleteNews(previous: NewsRecord): Promise<boolean> {
  const deleted = await transactConditionally([
    table.deleteUnchanged(newsKey(previous.id), previous.version),
    ...(previous.status === 'scheduled' ? [removeScheduleMarker(previous)] : []),
  ]);
  if (!deleted) return false;
  // Access pattern: the read marks of one message (pk = NEWS#<id>, sk begins with VIEW#). Orphaned
  // marks would be harmless (ids are never reused), so they are removed after the message itself.
  const marks = await queryAll({
    TableName: table.name,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :view)',
    ExpressionAttributeValues: { ':pk': newsKey(previous.id).pk, ':view': NEWS_VIEW_PREFIX },
    ProjectionExpression: 'pk, sk',
  });
  // The message is gone already: marks DynamoDB would not delete are logged, not a failed request.
  await batchWriteAll(table.name, {
    deletes: marks.map((mark) => ({ pk: String(mark.pk), sk: String(mark.sk) })),
  }).catch((error: unknown) => logger.warn('news read marks left behind', { newsId: previous.id, error }));
  return true;
}

/** Who is asking: a manager reads every message, a reader only what is published for their role. */
export type NewsReader = { kind: 'manager' } | { kind: 'reader'; role: string };

/** The filter that keeps what the reader may read: published, or scheduled and due; meant for their role. */
function visibility(reader: NewsReader, now: Date, category?: NewsCategory) {
  const conditions: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (reader.kind === 'reader') {
    conditions.push(
      '(#status = :published OR (#status = :scheduled AND #publishDate <= :now))',
      'contains(#targetRoles, :role)',
    );
    Object.assign(names, {
      '#status': 'status',
      '#publishDate': 'publishDate',
      '#targetRoles': 'targetRoles',
    });
    Object.assign(values, {
      ':published': 'published',
      ':scheduled': 'scheduled',
      ':now': now.toISOString(),
      ':role': reader.role,
    });
  }
  if (category) {
    conditions.push('#category = :category');
    names['#category'] = 'category';
    values[':category'] = category;
  }
  return conditions.length === 0
    ? {}
    : {
        FilterExpression: conditions.join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      };
}

/**
 * Access pattern: the messages a reader may read, newest publish date first, a page at a time
 * (byPublishDate, gsi1pk = NEWS, read backwards; status, role and category are filters).
 */
export async function listNewsPage(
  reader: NewsReader,
  filter: { category?: NewsCategory | undefined },
  page: { limit: number; cursor?: string | undefined },
  now: Date,
): Promise<Page<NewsRecord>> {
  const filters = visibility(reader, now, filter.category);
  const result = await queryPage(
    {
      TableName: table.name,
      IndexName: NEWS_INDEXES.byPublishDate,
      KeyConditionExpression: '#pk = :pk',
      ...filters,
      ExpressionAttributeNames: { '#pk': 'gsi1pk', ...filters.ExpressionAttributeNames },
      ExpressionAttributeValues: { ':pk': NEWS_PARTITION, ...filters.ExpressionAttributeValues },
      ScanIndexForward: false,
    },
    page,
    { table: 'news', index: NEWS_INDEXES.byPublishDate, partition: NEWS_PARTITION },
  );
  return { items: result.items.map(parseNews), nextCursor: result.nextCursor };
}

export const newsSummarySchema = newsRecordSchema.pick({
  id: true,
  title: true,
  isUrgent: true,
  category: true,
  status: true,
  publishDate: true,
  createdAt: true,
  updatedAt: true,
});
export type NewsSummary = z.infer<typeof newsSummarySchema>;

/**
 * Access pattern: the few fields of every message a reader may read, newest first (byPublishDate,
 * same filters as the list, only the sidebar's attributes travel back): the sidebar's counts.
 */
export async function listNewsSummaries(reader: NewsReader, now: Date): Promise<NewsSummary[]> {
  const filters = visibility(reader, now);
  const fields = Object.keys(newsSummarySchema.shape);
  const items = await queryAll({
    TableName: table.name,
    IndexName: NEWS_INDEXES.byPublishDate,
    KeyConditionExpression: '#pk = :pk',
    ...filters,
    ProjectionExpression: fields.map((field) => `#p_${field}`).join(', '),
    ExpressionAttributeNames: {
      '#pk': 'gsi1pk',
      ...filters.ExpressionAttributeNames,
      ...Object.fromEntries(fields.map((field) => [`#p_${field}`, field])),
    },
    ExpressionAttributeValues: { ':pk': NEWS_PARTITION, ...filters.ExpressionAttributeValues },
    ScanIndexForward: false,
  });
  return items.map((item) => parseItem(newsSummarySchema, item, 'news summary'));
}

/** Access pattern: the ids of the scheduled messages due at `now` (pk = SCHEDULED, sk <= now), oldest first. */
export async function listDueScheduledIds(now: Date): Promise<number[]> {
  const items = await queryAll({
    TableName: table.name,
    KeyConditionExpression: 'pk = :scheduled AND sk <= :until',
    ExpressionAttributeValues: { ':scheduled': SCHEDULED_PARTITION, ':until': dueUntil(now) },
  });
  return items.map((item) => parseItem(z.object({ newsId: z.number().int() }), item, 'news schedule').newsId);
}

/**
 * Marks a scheduled message published and removes its schedule marker, in one transaction; false
 * when it changed in between (edited, deleted, or published by an overlapping run).
 */
export const publishScheduledNews = (previous: NewsRecord, next: NewsRecord) => replaceNews(previous, next);

/**
 * Claims the one notification of an urgent message: true for the first caller only, so two
 * overlapping publications cannot notify twice.
 */
export async function claimNewsNotification(id: number, now: Date): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: table.name,
        Key: newsKey(id),
        UpdateExpression: 'SET notifiedAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND notifiedAt = :none',
        ExpressionAttributeValues: { ':now': now.toISOString(), ':none': null },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Gives the claim back when notifying failed, so the next publication or check tries again. */
export async function releaseNewsNotification(id: number): Promise<void> {
  await setFields(table.name, newsKey(id), { notifiedAt: null }, { ifExists: true });
}

/** A read mark expires the period in force after it was written (issue 32 item 3, default a year). */
export const newsViewTtl = (readAt: Date) => retentionTtl('newsReads', readAt);

/**
 * The daily retention check's pass over the read marks: a mark written before they carried a TTL
 * gets it now, from its own readAt; a mark read before `before` (the period in force was shortened,
 * retention_news_reads_years, while the mark keeps the TTL it was written with) is deleted. The
 * messages from the publish-date index, then per message its marks (pk = NEWS#<id>, sk begins with
 * VIEW#), page by page. Run by the daily retention check, never in a request.
 */
export async function tidyNewsViews(before: Date): Promise<{ givenTtl: number; deleted: number }> {
  const messages = await queryAll({
    TableName: table.name,
    IndexName: NEWS_INDEXES.byPublishDate,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': NEWS_PARTITION },
    ProjectionExpression: 'pk',
  });
  const cutoff = before.toISOString();
  let givenTtl = 0;
  let deleted = 0;
  for (const message of messages) {
    for await (const marks of queryPages({
      TableName: table.name,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :view)',
      ExpressionAttributeValues: { ':pk': String(message.pk), ':view': NEWS_VIEW_PREFIX },
    })) {
      const past = marks.filter((mark) => String(mark.readAt) < cutoff);
      const withoutTtl = marks.filter((mark) => mark.ttl === undefined && !past.includes(mark));
      if (past.length === 0 && withoutTtl.length === 0) continue;
      await batchWriteAll(table.name, {
        deletes: past.map((mark) => ({ pk: String(mark.pk), sk: String(mark.sk) })),
        puts: withoutTtl.map((mark) => {
          const readAt = new Date(String(mark.readAt));
          return { ...mark, ttl: newsViewTtl(Number.isNaN(readAt.getTime()) ? new Date() : readAt) };
        }),
      });
      givenTtl += withoutTtl.length;
      deleted += past.length;
    }
  }
  return { givenTtl, deleted };
}

/**
 * Counts a reader once: their read mark is written only when absent, in the same transaction as the
 * count's increment. False when they had read it already (or the message is gone): nothing changed.
 */
export const recordNewsView = (id: number, userId: number, now: Date) =>
  transactConditionally([
    {
      Put: {
        TableName: table.name,
        Item: { ...newsViewKey(id, userId), readAt: now.toISOString(), ttl: newsViewTtl(now) },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: table.name,
        Key: newsKey(id),
        UpdateExpression: 'ADD viewCount :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':one': 1 },
      },
    },
  ]);
