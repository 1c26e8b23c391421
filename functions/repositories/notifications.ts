import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { NOTIFICATION_TYPES } from '../../shared/statuses';
import { dynamo } from '../commons/dynamo';
import { NOTIFICATION_INDEXES, NOTIFICATION_PREFIX, notificationKeys } from './keys/notifications';
import { expiryOf } from './retention-periods';
import {
  batchWriteAll,
  isConditionFailure,
  nextId,
  parseItem,
  type QueryInput,
  queryAll,
  queryPages,
  tableName,
  ttlFrom,
} from './table';

const TABLE = () => tableName('notifications');
const BY_UNREAD = NOTIFICATION_INDEXES.byUnread;
const BY_UNREAD_SUBJECT = NOTIFICATION_INDEXES.byUnreadSubject;

/** UpdateItem calls in flight at once when marking many notifications read: well under the table's burst. */
const MARK_READ_CONCURRENCY = 25;

/** What a notification is about: once that is handled, the notification no longer waits for anyone. */
export const notificationSubjectSchema = z.object({
  type: z.enum(['declaration', 'family']),
  id: z.number().int(),
});
export type NotificationSubject = z.infer<typeof notificationSubjectSchema>;

/** Spec §3 "Notification", plus its recipient, expiry and (optionally) its subject. */
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
  subject: notificationSubjectSchema.optional(),
  /** shared/policies/notifications.ts: `personal`, or the roles it was sent to (absent on older items). */
  audience: z.union([z.literal('personal'), z.array(z.string())]).optional(),
});
export type NotificationRecord = z.infer<typeof notificationRecordSchema>;

export type NotificationContent = Pick<
  NotificationRecord,
  'type' | 'title' | 'message' | 'link' | 'subject' | 'audience'
>;

/** Whether the reader may see a stored notification (the bell's object rule, applied by the service). */
export type NotificationFilter = (record: NotificationRecord) => boolean;

/**
 * Writes one unread notification per recipient (the fan-out of urgent news may reach every user),
 * in batches through the toolkit: it completes or throws. They share one id: it is unique within each
 * recipient's partition, which is where the bell looks it up (`USER#<recipientId>` + id), and the id
 * was allocated just now, so no batch put can overwrite an existing notification.
 */
export async function putNotifications(
  recipientIds: readonly number[],
  content: NotificationContent,
  now: Date,
): Promise<NotificationRecord[]> {
  if (recipientIds.length === 0) return [];
  const id = await nextId(TABLE(), 'NOTIFICATION');
  // The period in force (retention_notifications_years); the TTL removes it, lazily: readers filter on expiresAt.
  const expiresAt = expiryOf('notifications', now);
  const records = [...new Set(recipientIds)].map(
    (recipientId): NotificationRecord => ({
      ...content,
      id,
      recipientId,
      isRead: false,
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
    }),
  );
  const puts = records.map((record) => {
    const key = notificationKeys.notification(record.recipientId, record.id);
    return {
      ...key,
      gsi1pk: notificationKeys.unread(record.recipientId),
      gsi1sk: key.sk,
      ...(record.subject ? { gsi2pk: notificationKeys.unreadSubject(record.subject), gsi2sk: key.pk } : {}),
      ...record,
      ttl: ttlFrom(expiresAt),
    };
  });
  await batchWriteAll(TABLE(), { puts }, { concurrency: FAN_OUT_CONCURRENCY });
  return records;
}

/**
 * Deletes one user's notifications made before `before`: the daily retention check's answer to a
 * shortened period (retention_notifications_years), since a notification keeps the expiry it was
 * made with. Access pattern: the user's partition (pk = USER#<id>, sk begins with NOTIFICATION#),
 * keys and creation time only, page by page; answers how many went.
 */
export async function deleteNotificationsBefore(recipientId: number, before: Date): Promise<number> {
  let deleted = 0;
  for await (const page of queryPages({
    TableName: TABLE(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: 'createdAt < :before',
    ExpressionAttributeValues: {
      ':pk': notificationKeys.recipient(recipientId),
      ':prefix': NOTIFICATION_PREFIX,
      ':before': before.toISOString(),
    },
    ProjectionExpression: 'pk, sk',
  })) {
    if (page.length === 0) continue;
    await batchWriteAll(TABLE(), {
      deletes: page.map((item) => ({ pk: String(item.pk), sk: String(item.sk) })),
    });
    deleted += page.length;
  }
  return deleted;
}

/** BatchWriteItem calls in flight at once for a fan-out (25 puts each). */
const FAN_OUT_CONCURRENCY = 4;

/**
 * The items of a Query that pass `visible`, newest first, until `max` survive or the partition ends.
 * The object rule is applied here, after the read, so reading goes on page by page as needed.
 */
async function collectVisible(input: QueryInput, visible: NotificationFilter, max: number) {
  const found: NotificationRecord[] = [];
  for await (const page of queryPages(input, { pageSize: max })) {
    for (const item of page) {
      const record = parseItem(notificationRecordSchema, item, 'notification record');
      if (visible(record)) found.push(record);
      if (found.length === max) return found;
    }
  }
  return found;
}

// Access pattern: one user's newest notifications (pk = USER#<id>, sk = NOTIFICATION#<id>, read
// backwards). Expired ones TTL has not removed yet are filtered out, and so is what `visible`
// refuses; both apply after each page's Limit, so the query pages on until `limit` items survive.
export async function listNotificationsOf(
  recipientId: number,
  limit: number,
  now: Date,
  visible: NotificationFilter,
): Promise<NotificationRecord[]> {
  return collectVisible(
    {
      TableName: TABLE(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: 'expiresAt > :now',
      ExpressionAttributeValues: {
        ':pk': notificationKeys.recipient(recipientId),
        ':prefix': NOTIFICATION_PREFIX,
        ':now': now.toISOString(),
      },
      ScanIndexForward: false,
    },
    visible,
    limit,
  );
}

// Access pattern: how many unread notifications one user may see, up to `limit` (byUnread: gsi1pk =
// UNREAD#<id>, a sparse index). Expired ones and what `visible` refuses do not count.
export async function countUnreadOf(
  recipientId: number,
  limit: number,
  now: Date,
  visible: NotificationFilter,
): Promise<number> {
  const unread = await collectVisible(
    {
      TableName: TABLE(),
      IndexName: BY_UNREAD,
      KeyConditionExpression: 'gsi1pk = :unread',
      FilterExpression: 'expiresAt > :now',
      ExpressionAttributeValues: {
        ':unread': notificationKeys.unread(recipientId),
        ':now': now.toISOString(),
      },
      ScanIndexForward: false,
    },
    visible,
    limit,
  );
  return unread.length;
}

// Access pattern: one notification of one user, by its key (pk = USER#<id>, sk = NOTIFICATION#<id>).
export async function getNotificationOf(
  recipientId: number,
  id: number,
  now: Date,
): Promise<NotificationRecord | null> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: TABLE(), Key: notificationKeys.notification(recipientId, id) }),
  );
  if (!Item) return null;
  const record = parseItem(notificationRecordSchema, Item, 'notification record');
  return record.expiresAt > now.toISOString() ? record : null;
}

/**
 * Marks one of the recipient's notifications read and takes it out of the unread index. The key
 * holds the recipient, so another user's id simply does not exist here: 'not-found', nothing
 * written. Reading an already-read notification again is a success that changes nothing visible.
 */
export async function markNotificationRead(
  recipientId: number,
  id: number,
  now: Date,
): Promise<'read' | 'not-found'> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: TABLE(),
        Key: notificationKeys.notification(recipientId, id),
        UpdateExpression: 'SET isRead = :true REMOVE gsi1pk, gsi1sk, gsi2pk, gsi2sk',
        ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now',
        ExpressionAttributeValues: { ':true': true, ':now': now.toISOString() },
      }),
    );
    return 'read';
  } catch (error) {
    if (isConditionFailure(error)) return 'not-found';
    throw error;
  }
}

/**
 * Marks every unread, unexpired notification of the recipient read; returns how many this call
 * changed. Each update is conditional on the item still being unread, so one that a concurrent
 * request (another tab, the bell) read in between is not counted twice.
 */
export async function markAllNotificationsRead(recipientId: number, now: Date): Promise<number> {
  // Access pattern: the unread notifications of one user (byUnread), keys only.
  const items = await queryAll({
    TableName: TABLE(),
    IndexName: BY_UNREAD,
    KeyConditionExpression: 'gsi1pk = :unread',
    FilterExpression: 'expiresAt > :now',
    ProjectionExpression: 'pk, sk',
    ExpressionAttributeValues: { ':unread': notificationKeys.unread(recipientId), ':now': now.toISOString() },
  });
  const unreadKeys = items.map((item) => parseItem(notificationKeySchema, item, 'notification key'));

  let updated = 0;
  for (let start = 0; start < unreadKeys.length; start += MARK_READ_CONCURRENCY) {
    const batch = unreadKeys.slice(start, start + MARK_READ_CONCURRENCY);
    const outcomes = await Promise.all(batch.map((key) => markUnreadKeyRead(key)));
    updated += outcomes.filter(Boolean).length;
  }
  return updated;
}

/**
 * Marks every still-unread notification about `subject` read, for every recipient (a declaration
 * reviewed, a registration handled); returns how many this call changed.
 */
export async function markSubjectNotificationsRead(subject: NotificationSubject): Promise<number> {
  // Access pattern: the unread notifications about one subject, across recipients (byUnreadSubject), keys only.
  const items = await queryAll({
    TableName: TABLE(),
    IndexName: BY_UNREAD_SUBJECT,
    KeyConditionExpression: 'gsi2pk = :subject',
    ProjectionExpression: 'pk, sk',
    ExpressionAttributeValues: { ':subject': notificationKeys.unreadSubject(subject) },
  });
  const unreadKeys = items.map((item) => parseItem(notificationKeySchema, item, 'notification key'));
  const outcomes = await Promise.all(unreadKeys.map((key) => markUnreadKeyRead(key)));
  return outcomes.filter(Boolean).length;
}

const notificationKeySchema = z.object({ pk: z.string(), sk: z.string().startsWith(NOTIFICATION_PREFIX) });

async function markUnreadKeyRead(key: { pk: string; sk: string }): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: TABLE(),
        Key: key,
        UpdateExpression: 'SET isRead = :true REMOVE gsi1pk, gsi1sk, gsi2pk, gsi2sk',
        ConditionExpression: 'attribute_exists(gsi1pk)',
        ExpressionAttributeValues: { ':true': true },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Claims a marker of the scheduled check (`REMINDER#<subject>#<id>`, `DIGEST#<date>`): true for the
 * one caller that wrote it, false when it is already there, so overlapping runs cannot both act.
 * A marker past its expiry that TTL has not removed yet may be claimed again.
 */
export async function claimMarker(marker: string, expiresAt: Date, now: Date): Promise<boolean> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: TABLE(),
        Item: {
          ...notificationKeys.marker(marker),
          createdAt: now.toISOString(),
          expiresAt: expiresAt.toISOString(),
          ttl: ttlFrom(expiresAt),
        },
        ConditionExpression: 'attribute_not_exists(pk) OR expiresAt < :now',
        ExpressionAttributeValues: { ':now': now.toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Gives a marker back when the work it guarded failed, so the next run tries again. */
export async function releaseMarker(marker: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: TABLE(), Key: notificationKeys.marker(marker) }));
}
