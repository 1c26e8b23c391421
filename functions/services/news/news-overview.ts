import { NEWS_CATEGORIES, type NewsOverview } from '../../../shared/schemas/news';
import { listNewsSummaries } from '../../repositories/news';
import type { Actor } from '../auth/sessions';
import { effectiveStatus, newsReaderOf } from './news-access';

/** How many news events the sidebar's recent-activity card shows. */
const RECENT_EVENTS = 5;
/** An edit this long after publication counts as an event of its own. */
const EDIT_AFTER_MS = 60_000;

/** The sidebar of the news screen, from the messages the actor may read. */
export async function newsOverviewFor(actor: Actor, now: Date): Promise<NewsOverview> {
  const summaries = (await listNewsSummaries(newsReaderOf(actor), now)).map((summary) => ({
    ...summary,
    status: effectiveStatus({ ...summary, isPublished: summary.status !== 'draft' }, now),
  }));
  const published = summaries.filter((summary) => summary.status === 'published');
  const events = summaries.flatMap((summary) => {
    if (summary.status === 'draft') return [];
    const publishedAt = summary.status === 'scheduled' ? summary.createdAt : summary.publishDate;
    const main = {
      id: summary.id,
      title: summary.title,
      event: summary.status === 'scheduled' ? ('scheduled' as const) : ('published' as const),
      at: publishedAt,
    };
    const edited = Date.parse(summary.updatedAt) - Date.parse(publishedAt) > EDIT_AFTER_MS;
    return edited
      ? [main, { id: summary.id, title: summary.title, event: 'updated' as const, at: summary.updatedAt }]
      : [main];
  });
  return {
    total: published.length,
    urgent: published.filter((summary) => summary.isUrgent).length,
    scheduled: summaries.filter((summary) => summary.status === 'scheduled').length,
    drafts: summaries.filter((summary) => summary.status === 'draft').length,
    categories: NEWS_CATEGORIES.map((category) => ({
      category,
      count: published.filter((summary) => summary.category === category).length,
    })),
    recent: events
      .filter((event) => Date.parse(event.at) <= now.getTime())
      .sort((a, b) => b.at.localeCompare(a.at))
      .slice(0, RECENT_EVENTS),
  };
}
