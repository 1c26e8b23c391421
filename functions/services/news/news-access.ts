import { newsMessages } from '../../../shared/messages/news';
import { canManageNews, canReadNews, newsStatusOf } from '../../../shared/policies/news';
import type { NewsStatus } from '../../../shared/schemas/news';
import { notFound } from '../../domain/errors';
import { getNews, type NewsReader, type NewsRecord } from '../../repositories/news';
import type { Actor } from '../auth/sessions';

/**
 * Where a stored message stands at `now`: a scheduled message whose time has come is published for
 * its readers even before the hourly check marks it so.
 */
export function effectiveStatus(
  record: Pick<NewsRecord, 'status' | 'isPublished' | 'publishDate'>,
  now: Date,
): NewsStatus {
  if (record.status === 'scheduled') return newsStatusOf(record, now);
  return record.status;
}

export const newsReaderOf = (actor: Actor): NewsReader =>
  canManageNews(actor) ? { kind: 'manager' } : { kind: 'reader', role: actor.role };

/** The message when the actor may read it; 404 when it does not exist for them. */
export async function readableNews(actor: Actor, id: number, now: Date): Promise<NewsRecord> {
  const record = await getNews(id);
  if (
    !record ||
    !canReadNews(actor, { status: effectiveStatus(record, now), targetRoles: record.targetRoles })
  ) {
    throw notFound(newsMessages.news.notFound);
  }
  return record;
}

/** The message for a manager's edit or delete (the route already requires manage-users). */
export async function managedNews(id: number): Promise<NewsRecord> {
  const record = await getNews(id);
  if (!record) throw notFound(newsMessages.news.notFound);
  return record;
}
