import { newsMessages } from '../../../shared/messages/news';
import { conflict } from '../../domain/errors';
import { deleteNews } from '../../repositories/news';
import { recordActivity } from '../activity/record-activity';
import type { Actor } from '../auth/sessions';
import { managedNews } from './news-access';

const m = newsMessages.news;

export async function removeNews(actor: Actor, id: number, now: Date) {
  const previous = await managedNews(id);
  if (!(await deleteNews(previous))) throw conflict();
  await recordActivity({
    kind: 'news-deleted',
    message: m.activityDeleted(previous.title),
    actorId: actor.id,
    subject: { type: 'news', id },
    now,
  });
  return { message: m.deleted };
}
