import { getNews, recordNewsView } from '../../repositories/news';
import type { Actor } from '../auth/sessions';
import { readableNews } from './news-access';

/** Counts the actor as a reader once; the answer is the number of distinct readers. */
export async function viewNews(actor: Actor, id: number, now: Date) {
  const record = await readableNews(actor, id, now);
  // False when the actor had read it before: then the count stays as it is.
  await recordNewsView(id, actor.id, now);
  return { viewCount: (await getNews(id))?.viewCount ?? record.viewCount };
}
