import { dashboardMessages } from '../../../shared/messages/dashboard';
import { canSeeNotification } from '../../../shared/policies/notifications';
import {
  NOTIFICATION_LIST_LIMIT,
  type Notification,
  UNREAD_COUNT_LIMIT,
} from '../../../shared/schemas/dashboard';
import { notFound } from '../../domain/errors';
import {
  countUnreadOf,
  getNotificationOf,
  listNotificationsOf,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationRecord,
} from '../../repositories/notifications';
import type { Actor } from '../auth/sessions';

const present = (record: NotificationRecord): Notification => ({
  id: record.id,
  type: record.type,
  title: record.title,
  message: record.message,
  link: record.link,
  isRead: record.isRead,
  createdAt: record.createdAt,
});

/**
 * The bell of every signed-in user: the caller's newest notifications and the badge count, both
 * from the caller's own partition and only what the object rule lets them see (one sent to a role
 * they no longer hold stays out).
 */
export async function listNotificationsFor(actor: Actor, now: Date) {
  const visible = (record: NotificationRecord) => canSeeNotification(actor, record);
  const [records, unreadCount] = await Promise.all([
    listNotificationsOf(actor.id, NOTIFICATION_LIST_LIMIT, now, visible),
    countUnreadOf(actor.id, UNREAD_COUNT_LIMIT, now, visible),
  ]);
  return { notifications: records.map(present), unreadCount };
}

/** Only the caller's own notification can be read: any other id answers 404, whoever owns it. */
export async function readNotificationFor(actor: Actor, id: number, now: Date) {
  const record = await getNotificationOf(actor.id, id, now);
  if (!record || !canSeeNotification(actor, record)) throw notFound(dashboardMessages.notifications.notFound);
  const outcome = await markNotificationRead(actor.id, id, now);
  if (outcome === 'not-found') throw notFound(dashboardMessages.notifications.notFound);
  return { success: true as const };
}

export async function markAllReadFor(actor: Actor, now: Date) {
  const updated = await markAllNotificationsRead(actor.id, now);
  return { success: true as const, updated };
}
