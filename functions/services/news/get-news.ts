import type { Actor } from '../auth/sessions';
import { readableNews } from './news-access';
import { presentNews } from './present-news';

export async function getNewsFor(actor: Actor, id: number, now: Date) {
  return presentNews(await readableNews(actor, id, now), now);
}
