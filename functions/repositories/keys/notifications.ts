import type { TABLES } from '../../../shared/tables';

/**
 * Key shapes of the notifications table (shared/tables.ts says what each index answers). Pure: no
 * environment, no client.
 */
type IndexName = keyof typeof TABLES.notifications.indexes;
export const NOTIFICATION_INDEXES = {
  byUnread: 'byUnread',
  byUnreadSubject: 'byUnreadSubject',
} as const satisfies Record<IndexName, IndexName>;

export const NOTIFICATION_PREFIX = 'NOTIFICATION#';

export const notificationKeys = {
  recipient: (recipientId: number) => `USER#${recipientId}`,
  /** Ids grow with time, so the sort key orders a user's notifications oldest to newest. */
  notification: (recipientId: number, id: number) => ({
    pk: notificationKeys.recipient(recipientId),
    sk: `${NOTIFICATION_PREFIX}${String(id).padStart(12, '0')}`,
  }),
  unread: (recipientId: number) => `UNREAD#${recipientId}`,
  unreadSubject: (subject: { type: string; id: number }) => `SUBJECT#${subject.type}#${subject.id}`,
  /** The scheduled check's markers: `REMINDER#<subject>#<id>`, `DIGEST#<date>`. */
  marker: (marker: string) => ({ pk: marker, sk: 'MARKER' }),
};
