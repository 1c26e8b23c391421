import type { NewsBody } from '../../../shared/schemas/news';
import { conflict } from '../../domain/errors';
import { type NewsRecord, replaceNews } from '../../repositories/news';
import type { Actor } from '../auth/sessions';
import { managedNews } from './news-access';
import { newsFieldsOf } from './news-input';
import { presentNews } from './present-news';
import { notifyIfUrgent, recordNewsActivity } from './publish-news';

export async function updateNews(actor: Actor, id: number, body: NewsBody, now: Date) {
  const previous = await managedNews(id);
  const fields = await newsFieldsOf(body, now, previous);
  const next: NewsRecord = {
    ...previous,
    ...fields,
    updatedAt: now.toISOString(),
    version: previous.version + 1,
  };
  if (!(await replaceNews(previous, next))) throw conflict();
  await Promise.all([
    notifyIfUrgent(next, now, actor.id),
    recordNewsActivity(next, 'updated', actor.id, now),
  ]);
  return presentNews(next, now);
}
