import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import {
  EMAIL_LOG_STATUSES,
  type EmailLog,
  type EmailLogStatus,
  type EmailTemplate,
  emailLogSchema,
  emailTemplateSchema,
} from '../../shared/schemas/email';
import { dynamo } from '../commons/dynamo';
import {
  LOG_PARTITION,
  logByMessageKey,
  logKey,
  normalizeAddress,
  optOutKey,
  optOutTokenKey,
  suppressionKey,
  TEMPLATES_PARTITION,
  templateKey,
} from './keys/mail';
import { retentionTtl } from './retention-periods';
import {
  batchGetAll,
  batchWriteAll,
  type Page,
  parseItem,
  queryAll,
  queryPage,
  queryPages,
  setFields,
  tableName,
  writeConditionally,
} from './table';

const TABLE = () => tableName('mail');
/** Batches of a send's log rows written at the same time (a send of 500 recipients is 20 batches). */
const LOG_WRITE_CONCURRENCY = 20;

// --- Templates -------------------------------------------------------------------------------------

/** Every template, oldest first (one partition: an association keeps a handful). */
export async function listTemplates(): Promise<EmailTemplate[]> {
  const items = await queryAll({
    TableName: TABLE(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': TEMPLATES_PARTITION },
  });
  return items.map((item) => parseItem(emailTemplateSchema, item, 'email template'));
}

export async function putTemplate(template: EmailTemplate, now: string): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: TABLE(),
      Item: { ...templateKey(template.id), ...template, createdAt: now, version: 1 },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Deletes a template; the deleted one, or null when there was none. */
export async function deleteTemplate(id: number): Promise<EmailTemplate | null> {
  const result = await dynamo.send(
    new DeleteCommand({ TableName: TABLE(), Key: templateKey(id), ReturnValues: 'ALL_OLD' }),
  );
  return result.Attributes ? parseItem(emailTemplateSchema, result.Attributes, 'email template') : null;
}

// --- System templates --------------------------------------------------------------------------------

// In a module of their own, so the routes that send the portal's own mails do not load the e-mail
// schemas: re-exported here for the e-mail tools.
export {
  getSystemTemplateEdit,
  listSystemTemplateEdits,
  putSystemTemplateEdit,
  type StoredSystemTemplate,
} from './system-templates';

// --- Log ---------------------------------------------------------------------------------------------

const storedLog = emailLogSchema.omit({ recipients: true }).extend({ messageId: z.string().optional() });
const toLog = (item: Record<string, unknown>): EmailLog => {
  const row = parseItem(storedLog, item, 'email log');
  const { messageId: _messageId, ...log } = row;
  return { ...log, recipients: [row.recipient] };
};

export type NewLogRow = Omit<EmailLog, 'recipients'>;

/** An opt-out link of one message: the SHA-256 of its token and the address it unsubscribes. */
export type OptOutToken = { tokenHash: string; address: string };

/** Log rows (and their opt-out tokens and SES pointers) are kept the mail log's period in force (default a year). */
const logTtl = () => retentionTtl('mailLog', new Date());

/**
 * Writes the rows of a send (25 per request, every batch of a send of 500 at the same time,
 * retrying what DynamoDB leaves unprocessed; throws when some are still left).
 */
export async function insertLogs(rows: readonly NewLogRow[]): Promise<void> {
  const ttl = logTtl();
  const puts = rows.map((row) => ({ ...logKey({ createdAt: row.sentAt, id: row.id }), ...row, ttl }));
  await batchWriteAll(TABLE(), { puts }, { concurrency: LOG_WRITE_CONCURRENCY, quiet: true });
}

/** Stores the opt-out tokens of the messages of a send, before the messages are queued. */
export async function insertOptOutTokens(tokens: readonly OptOutToken[]): Promise<void> {
  const ttl = logTtl();
  const puts = tokens.map((token) => ({
    ...optOutTokenKey(token.tokenHash),
    address: normalizeAddress(token.address),
    ttl,
  }));
  await batchWriteAll(TABLE(), { puts }, { concurrency: LOG_WRITE_CONCURRENCY });
}

/** Deletes the rows of a send that failed before its messages were all queued: nobody would deliver them. */
export const deleteLogs = (rows: readonly { id: string; sentAt: string }[]) =>
  batchWriteAll(TABLE(), { deletes: rows.map((row) => logKey({ createdAt: row.sentAt, id: row.id })) });

export type LogRef = { id: string; createdAt: string };

/**
 * Moves a row to its outcome. With a message id, also writes the pointer SES events find the row by.
 * A row that no longer exists (expired) is left alone.
 */
export async function markLog(
  ref: LogRef,
  outcome: { status: EmailLogStatus; error: string | null; messageId?: string | undefined },
  now: string,
): Promise<void> {
  const fields = {
    status: outcome.status,
    error: outcome.error,
    updatedAt: now,
    messageId: outcome.messageId || undefined,
  };
  const isMarked = await writeConditionally(() =>
    setFields(TABLE(), logKey(ref), fields, { ifExists: true }),
  );
  if (!isMarked) return;
  if (outcome.messageId) {
    await dynamo.send(
      new PutCommand({
        TableName: TABLE(),
        Item: {
          ...logByMessageKey(outcome.messageId),
          logId: ref.id,
          createdAt: ref.createdAt,
          ttl: logTtl(),
        },
      }),
    );
  }
}

/** The row an SES message id belongs to, or null. */
export async function findLogByMessageId(messageId: string): Promise<LogRef | null> {
  const [item] = await batchGetAll(TABLE(), [logByMessageKey(messageId)]);
  if (!item) return null;
  const pointer = parseItem(z.object({ logId: z.string(), createdAt: z.string() }), item, 'mail pointer');
  return { id: pointer.logId, createdAt: pointer.createdAt };
}

/** The log, newest first, a page at a time. */
export async function listLogs(page: {
  limit: number;
  cursor?: string | undefined;
}): Promise<Page<EmailLog>> {
  const result = await queryPage(
    {
      TableName: TABLE(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': LOG_PARTITION },
      ScanIndexForward: false,
    },
    page,
    { table: 'mail', partition: LOG_PARTITION },
  );
  return { items: result.items.map(toLog), nextCursor: result.nextCursor };
}

/**
 * Deletes the log rows written before `before`: the daily retention check's answer to a shortened
 * period (retention_mail_log_years), since rows keep the TTL they were written with. Deleted rather
 * than given a past TTL, because the log's list does not filter on TTL and DynamoDB removes expired
 * rows only within days. Access pattern: the log partition up to a moment (pk = LOG, sk < before),
 * keys only, page by page; answers how many went.
 */
export async function deleteLogsBefore(before: Date): Promise<number> {
  let deleted = 0;
  for await (const page of queryPages({
    TableName: TABLE(),
    KeyConditionExpression: 'pk = :pk AND sk < :before',
    ExpressionAttributeValues: { ':pk': LOG_PARTITION, ':before': before.toISOString() },
    ProjectionExpression: 'pk, sk',
  })) {
    await batchWriteAll(TABLE(), {
      deletes: page.map((item) => ({ pk: String(item.pk), sk: String(item.sk) })),
    });
    deleted += page.length;
  }
  return deleted;
}

export const isLogStatus = (value: string): value is EmailLogStatus =>
  (EMAIL_LOG_STATUSES as readonly string[]).includes(value);

// --- Suppression and opt-out -------------------------------------------------------------------------

export type Blocked = { address: string; reason: 'suppressed' | 'opted-out' };

/** Which of these addresses are suppressed (hard bounce, complaint) or opted out. */
export async function findBlocked(addresses: readonly string[]): Promise<Map<string, Blocked['reason']>> {
  const keys = addresses.flatMap((address) => [suppressionKey(address), optOutKey(address)]);
  const items = await batchGetAll(TABLE(), keys, { attributes: ['pk'] });
  const blocked = new Map<string, Blocked['reason']>();
  for (const item of items) {
    const pk = String(item.pk);
    if (pk.startsWith('SUPPRESSED#')) blocked.set(pk.slice('SUPPRESSED#'.length), 'suppressed');
    else if (pk.startsWith('OPTOUT#') && !blocked.has(pk.slice('OPTOUT#'.length)))
      blocked.set(pk.slice('OPTOUT#'.length), 'opted-out');
  }
  return blocked;
}

export async function suppressAddress(address: string, reason: string, now: string): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: TABLE(),
      Item: { ...suppressionKey(address), address: normalizeAddress(address), reason, createdAt: now },
    }),
  );
}

/** The address an opt-out token unsubscribes, or null. */
export async function findOptOutAddress(tokenHash: string): Promise<string | null> {
  const [item] = await batchGetAll(TABLE(), [optOutTokenKey(tokenHash)]);
  return item ? parseItem(z.object({ address: z.string() }), item, 'opt-out token').address : null;
}

export async function recordOptOut(address: string, now: string): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: TABLE(),
      Item: { ...optOutKey(address), address: normalizeAddress(address), createdAt: now },
    }),
  );
}
