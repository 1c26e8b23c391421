import { formatDateTime } from '../../../shared/format/dates';
import { newsMessages } from '../../../shared/messages/news';
import { PORTAL_LINKS } from '../../../shared/portal-links';
import { logger } from '../../commons/logger';
import { claimNewsNotification, type NewsRecord, releaseNewsNotification } from '../../repositories/news';
import { listActiveUserIdsOfRoles } from '../../repositories/staff-recipients';
import { recordActivity } from '../activity/record-activity';
import { notifyStaff } from '../notifications/notify-staff';
import { mailUrgentNews } from '../notifications/personal-notices';

const m = newsMessages.news;

/**
 * Once an urgent message is published, every active user of its target roles gets it in their bell,
 * once: the claim on the message comes first, and is given back when writing the notifications
 * fails, so the next publication or check tries again. `except` leaves out the author.
 */
export async function notifyIfUrgent(record: NewsRecord, now: Date, except?: number): Promise<number> {
  if (!record.isUrgent || record.status !== 'published' || record.notifiedAt) return 0;
  if (!(await claimNewsNotification(record.id, now))) return 0;
  try {
    const recipientIds = await listActiveUserIdsOfRoles(record.targetRoles);
    const written = await notifyStaff(
      {
        type: 'nieuws',
        title: m.urgentNotificationTitle,
        message: m.urgentNotificationMessage(record.title),
        link: PORTAL_LINKS.news(record.id),
        audience: [...record.targetRoles],
      },
      now,
      { recipientIds, ...(except === undefined ? {} : { except }) },
    );
    await mailUrgentNewsQuietly(
      record,
      written.map((notification) => notification.recipientId),
    );
    return written.length;
  } catch (error) {
    logger.error('urgent news notification failed', { newsId: record.id, error });
    await releaseNewsNotification(record.id).catch(() => undefined);
    throw error;
  }
}

/** The mail (when Settings turn it on) comes on top of the bell: a failure never gives the claim back. */
async function mailUrgentNewsQuietly(record: NewsRecord, recipientIds: readonly number[]) {
  try {
    await mailUrgentNews(record, recipientIds);
  } catch (error) {
    logger.error('urgent news mail failed', { newsId: record.id, error });
  }
}

/** The activity line of a saved message: published, scheduled (with its moment) or updated. */
export function recordNewsActivity(
  record: NewsRecord,
  event: 'saved' | 'updated',
  actorId: number | null,
  now: Date,
) {
  const message =
    event === 'updated'
      ? m.activityUpdated(record.title)
      : record.status === 'scheduled'
        ? m.activityScheduled(record.title, formatDateTime(record.publishDate))
        : m.activityPublished(record.title);
  if (event === 'saved' && record.status === 'draft') return Promise.resolve(null);
  return recordActivity({
    kind: event === 'updated' ? 'news-updated' : 'news-published',
    message,
    actorId,
    subject: { type: 'news', id: record.id },
    now,
  });
}
