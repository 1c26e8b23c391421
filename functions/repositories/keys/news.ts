import type { TABLES } from '../../../shared/tables';

/**
 * Key shapes of the news table (shared/tables.ts says what its index answers). Pure: no environment,
 * no client.
 */
type IndexName = keyof typeof TABLES.news.indexes;
export const NEWS_INDEXES = { byPublishDate: 'byPublishDate' } as const satisfies Record<
  IndexName,
  IndexName
>;

export const newsKey = (id: number) => ({ pk: `NEWS#${id}`, sk: 'NEWS' });

/** One read mark per reader, in the message's own partition. */
export const newsViewKey = (id: number, userId: number) => ({ pk: `NEWS#${id}`, sk: `VIEW#${userId}` });
export const NEWS_VIEW_PREFIX = 'VIEW#';

export const NEWS_PARTITION = 'NEWS';
export const SCHEDULED_PARTITION = 'SCHEDULED';

/** Sorts by publish date (ISO, UTC), ties broken by id, so "newest first" is one descending query. */
export const newsByPublishDate = (message: { publishDate: string; id: number }) =>
  `${message.publishDate}#${String(message.id).padStart(10, '0')}`;

/** A scheduled message waits in SCHEDULED, sorted by publish date, until the hourly check publishes it. */
export const scheduledKey = (message: { publishDate: string; id: number }) => ({
  pk: SCHEDULED_PARTITION,
  sk: newsByPublishDate(message),
});

/** The sort key bound that includes every message due at `now`. */
export const dueUntil = (now: Date) => `${now.toISOString()}#~`;

export const newsIndexKeys = (message: { publishDate: string; id: number }) => ({
  gsi1pk: NEWS_PARTITION,
  gsi1sk: newsByPublishDate(message),
});
