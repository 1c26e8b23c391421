import type { Logger } from '../../commons/logger';
import { getNews, listDueScheduledIds, publishScheduledNews } from '../../repositories/news';
import { notifyIfUrgent, recordNewsActivity } from './publish-news';

export type NewsPublicationSummary = { published: number; notified: number; failed: number };

/**
 * Part of the hourly check: every scheduled message whose publish date has come is marked published
 * (an overlapping run or an edit in between wins; the marker then moves or goes with it), its
 * publication lands in the activity feed, and an urgent one notifies its targeted users.
 */
export async function publishDueNews(now: Date, log: Logger): Promise<NewsPublicationSummary> {
  const summary: NewsPublicationSummary = { published: 0, notified: 0, failed: 0 };
  for (const id of await listDueScheduledIds(now)) {
    try {
      const previous = await getNews(id);
      if (previous?.status !== 'scheduled') continue;
      const next = { ...previous, status: 'published' as const, version: previous.version + 1 };
      if (!(await publishScheduledNews(previous, next))) continue;
      summary.published += 1;
      summary.notified += await notifyIfUrgent(next, now);
      await recordNewsActivity(next, 'saved', null, now);
    } catch (error) {
      summary.failed += 1;
      log.error('scheduled news publication failed', { newsId: id, error });
    }
  }
  return summary;
}
