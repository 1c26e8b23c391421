import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../commons/dynamo';
import { userKey } from './keys/users';
import { parseItem, queryAll, type TransactionItem, tableName } from './table';

/**
 * Issue 31 item 6. The organisation notice versions live in the settings table (pk = NOTICE,
 * sk = VERSION#<n>, zero-padded so the newest sorts last); the screening reminder dates in the users
 * table (pk = SCREENING, sk = <reminder day>#<user id>), beside the user's own screening fields.
 */

const NOTICE_PARTITION = 'NOTICE';
const SCREENING_PARTITION = 'SCREENING';
const noticeKey = (version: number) => ({
  pk: NOTICE_PARTITION,
  sk: `VERSION#${String(version).padStart(6, '0')}`,
});
const screeningDueKey = (reminderDay: string, userId: number) => ({
  pk: SCREENING_PARTITION,
  sk: `${reminderDay}#${String(userId).padStart(10, '0')}`,
});

export const noticeRecordSchema = z.object({
  version: z.number().int().positive(),
  uploadId: z.string(),
  fileName: z.string(),
  publishedAt: z.string(),
  publishedBy: z.number().int(),
});
export type NoticeRecord = z.infer<typeof noticeRecordSchema>;

// Access pattern: the current organisation notice, the newest item of the NOTICE partition (one Query, Limit 1).
export async function getCurrentNotice(): Promise<NoticeRecord | null> {
  const result = await dynamo.send(
    new QueryCommand({
      TableName: tableName('settings'),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :version)',
      ExpressionAttributeValues: { ':pk': NOTICE_PARTITION, ':version': 'VERSION#' },
      ScanIndexForward: false,
      Limit: 1,
      ConsistentRead: true,
    }),
  );
  const item = result.Items?.[0];
  return item ? parseItem(noticeRecordSchema, item, 'organisation notice') : null;
}

/** A new version, refused when that version exists (two admins publishing at once: one wins, one 409). */
export function noticePut(notice: NoticeRecord): TransactionItem {
  return {
    Put: {
      TableName: tableName('settings'),
      Item: { ...noticeKey(notice.version), ...notice },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/**
 * Sets `fields` on the user (with updatedAt and the next version), conditional on the user's version
 * that was read: a manager's edit in between is not overwritten, nor this by it.
 */
function versionedUserUpdate(
  user: { id: number; version: number },
  fields: Record<string, unknown>,
  now: Date,
): TransactionItem {
  const names = Object.keys(fields);
  return {
    Update: {
      TableName: tableName('users'),
      Key: userKey(user.id),
      UpdateExpression: `SET ${names.map((name, index) => `${name} = :f${index}`).join(', ')}, updatedAt = :at, version = :next`,
      ConditionExpression: 'version = :version',
      ExpressionAttributeValues: {
        ...Object.fromEntries(names.map((name, index) => [`:f${index}`, fields[name]])),
        ':at': now.toISOString(),
        ':next': user.version + 1,
        ':version': user.version,
      },
    },
  };
}

/** The user's acknowledged notice version, conditional on the user's version that was read. */
export const noticeAcknowledgementWrite = (
  user: { id: number; version: number },
  noticeVersion: number,
  now: Date,
): TransactionItem =>
  versionedUserUpdate(user, { noticeVersion, noticeAcknowledgedAt: now.toISOString() }, now);

export type ScreeningFields = { screeningDate: string | null; worksWithMinors: boolean };

/** The user's screening fields, conditional on the user's version that was read. */
export const screeningWrite = (
  user: { id: number; version: number },
  fields: ScreeningFields,
  now: Date,
): TransactionItem => versionedUserUpdate(user, fields, now);

export type ScreeningDue = { userId: number; extractDate: string; reminderDay: string };

/** The reminder date of one extract, written with the user's screening fields. */
export const screeningDuePut = (due: ScreeningDue): TransactionItem => ({
  Put: { TableName: tableName('users'), Item: { ...screeningDueKey(due.reminderDay, due.userId), ...due } },
});

export const screeningDueDelete = (due: Pick<ScreeningDue, 'userId' | 'reminderDay'>): TransactionItem => ({
  Delete: { TableName: tableName('users'), Key: screeningDueKey(due.reminderDay, due.userId) },
});

const screeningDueSchema = z.object({
  userId: z.number().int(),
  extractDate: z.string(),
  reminderDay: z.string(),
});

// Access pattern: every extract whose reminder day has come (pk = SCREENING, sk <= <day>#~): the
// scheduled check's one Query, whatever the number of volunteers.
export async function listScreeningsDueBy(day: string): Promise<ScreeningDue[]> {
  const items = await queryAll({
    TableName: tableName('users'),
    KeyConditionExpression: 'pk = :pk AND sk <= :until',
    ExpressionAttributeValues: { ':pk': SCREENING_PARTITION, ':until': `${day}#~` },
  });
  return items.map((item) => parseItem(screeningDueSchema, item, 'screening reminder'));
}
