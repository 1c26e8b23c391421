import type { ListNewsQuery } from '../../../shared/schemas/news';
import { listNewsPage } from '../../repositories/news';
import type { Actor } from '../auth/sessions';
import { newsReaderOf } from './news-access';
import { presentNews } from './present-news';

/** Readers page through what is published for their role; managers through every message. */
export async function listNewsFor(actor: Actor, query: ListNewsQuery, now: Date) {
  const page = await listNewsPage(newsReaderOf(actor), { category: query.category }, query, now);
  return { items: page.items.map((record) => presentNews(record, now)), nextCursor: page.nextCursor };
}
