import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { dynamo } from '../commons/dynamo';
import { nextId, tableName, ttlFrom } from './table';

const TABLE = tableName('notifications');

/** Long enough for someone back from holiday; the TTL attribute then removes it (lazily: readers filter on expiresAt). */
const RETENTION_DAYS = 90;

export const NOTIFICATION_TYPES = ['aanmelding', 'declaratie'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

const keys = {
  /** Ids grow with time, so the sort key orders a user's notifications oldest to newest. */
  notification: (recipientId: number, id: number) => ({
    pk: `USER#${recipientId}`,
    sk: `NOTIFICATION#${String(id).padStart(12, '0')}`,
  }),
  unread: (recipientId: number) => `UNREAD#${recipientId}`,
};

/** Spec §3 "Notification", plus its recipient and expiry. */
export const notificationRecordSchema = z.object({
  id: z.number().int(),
  recipientId: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  link: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type NotificationRecord = z.infer<typeof notificationRecordSchema>;

export type NotificationContent = Pick<NotificationRecord, 'type' | 'title' | 'message' | 'link'>;

/**
 * Writes one unread notification per recipient. They share one id: it is unique within each
 * recipient's partition, which is where the bell looks it up (`USER#<recipientId>` + id).
 */
export async function putNotifications(
  recipientIds: readonly number[],
  content: NotificationContent,
  now: Date,
): Promise<NotificationRecord[]> {
  if (recipientIds.length === 0) return [];
  const id = await nextId(TABLE, 'NOTIFICATION');
  const expiresAt = new Date(now.getTime() + RETENTION_DAYS * 86_400_000);
  const records = recipientIds.map(
    (recipientId): NotificationRecord => ({
      ...content,
      id,
      recipientId,
      isRead: false,
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
    }),
  );
  await Promise.all(
    records.map((record) => {
      const key = keys.notification(record.recipientId, record.id);
      return dynamo.send(
        new PutCommand({
          TableName: TABLE,
          Item: {
            ...key,
            gsi1pk: keys.unread(record.recipientId),
            gsi1sk: key.sk,
            ...record,
            ttl: ttlFrom(expiresAt),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    }),
  );
  return records;
}
