import type { NewsBody } from '../../../shared/schemas/news';
import { conflict } from '../../domain/errors';
import { allocateNewsId, insertNews, type NewsRecord } from '../../repositories/news';
import type { Actor } from '../auth/sessions';
import { newsFieldsOf } from './news-input';
import { presentNews } from './present-news';
import { notifyIfUrgent, recordNewsActivity } from './publish-news';

export async function createNews(actor: Actor, body: NewsBody, now: Date) {
  const fields = await newsFieldsOf(body, now);
  const id = await allocateNewsId();
  const timestamp = now.toISOString();
  const record: NewsRecord = {
    id,
    ...fields,
    createdAt: timestamp,
    updatedAt: timestamp,
    authorId: actor.id,
    viewCount: 0,
    notifiedAt: null,
    version: 1,
  };
  if (!(await insertNews(record))) throw conflict();
  await Promise.all([
    notifyIfUrgent(record, now, actor.id),
    recordNewsActivity(record, 'saved', actor.id, now),
  ]);
  return presentNews(record, now);
}
