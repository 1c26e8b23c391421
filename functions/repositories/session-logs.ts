import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { type SessionLog, sessionLogSchema } from '../../shared/schemas/sessions';
import { dynamo } from '../commons/dynamo';
import { familyKey } from './keys/families';
import {
  appointmentKey,
  FAMILY_MONTHS_SORT_KEY,
  type FigureChange,
  type FiguresScope,
  familySessionsPartition,
  figuresMonthSortKey,
  figuresPartition,
  SESSION_LOG_COUNTER,
  SESSION_LOG_INDEXES,
  sessionLogIndexKeys,
  sessionLogKey,
  sessionVersionKey,
} from './keys/session-logs';
import {
  batchGetAll,
  batchWriteAll,
  type Item,
  type Page,
  parseItem,
  putNew,
  queryAll,
  queryPage,
  recordTable,
  type TransactionItem,
  tableName,
  transactConditionally,
} from './table';

const table = recordTable('sessionlogs');

/** A session as stored: the API's session plus the family's school when it was logged (the per-school figures). */
export const sessionLogRecordSchema = sessionLogSchema.extend({ school: z.string().nullable() });
export type SessionLogRecord = z.infer<typeof sessionLogRecordSchema>;
export type NewSessionLogRecord = Omit<SessionLogRecord, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

const parseLog = (item: Item) => parseItem(sessionLogRecordSchema, item, 'session log');
const logItem = (record: SessionLogRecord) => ({
  ...sessionLogKey(record.id),
  ...sessionLogIndexKeys(record),
  ...record,
});

/** The figure changes as TransactWriteItems `Update`s: ADD starts a missing item or attribute at 0. */
function figureUpdates(changes: readonly FigureChange[]): TransactionItem[] {
  return changes.map((change) => {
    const entries = Object.entries(change.add);
    return {
      Update: {
        TableName: table.name,
        Key: { pk: change.pk, sk: change.sk },
        UpdateExpression: `ADD ${entries.map((_, index) => `#a${index} :v${index}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(entries.map(([name], index) => [`#a${index}`, name])),
        ExpressionAttributeValues: Object.fromEntries(
          entries.map(([, value], index) => [`:v${index}`, value]),
        ),
      },
    };
  });
}

export async function getSessionLog(id: number): Promise<SessionLogRecord | null> {
  const result = await dynamo.send(new GetCommand({ TableName: table.name, Key: sessionLogKey(id) }));
  return result.Item ? parseLog(result.Item) : null;
}

// Access pattern: the sessions of one family newest first, a page at a time (byFamily).
export async function listFamilySessionsPage(
  familyId: number,
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<SessionLogRecord>> {
  const partition = familySessionsPartition(familyId);
  const result = await queryPage(
    {
      TableName: table.name,
      IndexName: SESSION_LOG_INDEXES.byFamily,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: false,
    },
    page,
    { table: 'sessionlogs', index: SESSION_LOG_INDEXES.byFamily, partition },
  );
  return { items: result.items.map(parseLog), nextCursor: result.nextCursor };
}

/** The session an appointment (occurrence) already became, if any. */
export async function getCompletedAppointment(eventId: number, occurrence: string): Promise<number | null> {
  const result = await dynamo.send(
    new GetCommand({ TableName: table.name, Key: appointmentKey(eventId, occurrence), ConsistentRead: true }),
  );
  return typeof result.Item?.sessionId === 'number' ? result.Item.sessionId : null;
}

/**
 * Stores a new session with its figure changes and the other writes of the request (the audit
 * entry) in one transaction. A session from an appointment also writes the appointment's marker,
 * conditional on there being none: 'completed' when the appointment already became a session.
 */
export async function insertSessionLog(
  input: NewSessionLogRecord,
  now: Date,
  figures: readonly FigureChange[],
  extra: (record: SessionLogRecord) => readonly TransactionItem[],
): Promise<SessionLogRecord | 'completed'> {
  const id = await table.nextId(SESSION_LOG_COUNTER);
  const timestamp = now.toISOString();
  const record: SessionLogRecord = { ...input, id, createdAt: timestamp, updatedAt: timestamp, version: 1 };
  const marker = record.appointment
    ? [
        putNew(table.name, {
          ...appointmentKey(record.appointment.eventId, record.appointment.occurrence),
          sessionId: id,
          completedAt: timestamp,
        }),
      ]
    : [];
  const isWritten = await transactConditionally([
    table.putNew(logItem(record)),
    ...marker,
    ...figureUpdates(figures),
    ...extra(record),
  ]);
  return isWritten ? record : 'completed';
}

/**
 * Replaces a session read earlier, conditional on its version, and keeps the previous version as
 * its own item, with the figure changes in the same transaction: a lost race changes nothing.
 */
export async function replaceSessionLog(
  previous: SessionLogRecord,
  next: SessionLogRecord,
  figures: readonly FigureChange[],
  extra: readonly TransactionItem[],
): Promise<boolean> {
  return transactConditionally([
    table.putUnchanged(logItem(next), previous.version),
    putNew(table.name, { ...sessionVersionKey(previous.id, previous.version), ...previous }),
    ...figureUpdates(figures),
    ...extra,
  ]);
}

/**
 * Deletes a session read earlier (conditional on its version) with its figure changes; then its
 * earlier versions, which hold notes that must go with it (a retry of a failed cleanup finds them
 * under the session's partition, the session itself already gone).
 */
export async function deleteSessionLog(
  previous: SessionLogRecord,
  figures: readonly FigureChange[],
  extra: readonly TransactionItem[],
): Promise<boolean> {
  const isDeleted = await transactConditionally([
    table.deleteUnchanged(sessionLogKey(previous.id), previous.version),
    ...(previous.appointment
      ? [
          {
            Delete: {
              TableName: table.name,
              Key: appointmentKey(previous.appointment.eventId, previous.appointment.occurrence),
            },
          },
        ]
      : []),
    ...figureUpdates(figures),
    ...extra,
  ]);
  if (!isDeleted) return false;
  // Access pattern: every item of the session's partition (its earlier versions).
  const versions = await queryAll({
    TableName: table.name,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': sessionLogKey(previous.id).pk },
    ProjectionExpression: 'pk, sk',
  });
  await batchWriteAll(table.name, {
    deletes: versions.map((item) => ({ pk: String(item.pk), sk: String(item.sk) })),
  });
  return true;
}

/** One month's bucket: the counters by attribute name (absent attributes are 0). */
export type FigureMonth = { month: string; values: Record<string, number> };

const bucketOf = (item: Item): FigureMonth => {
  const values: Record<string, number> = {};
  for (const [name, value] of Object.entries(item)) if (typeof value === 'number') values[name] = value;
  return { month: String(item.sk).slice('MONTH#'.length), values };
};

// Access pattern: one scope's monthly buckets from one month to another, a key range on the month:
// five years are 60 items whatever the number of sessions.
export async function readFigureMonths(
  scope: FiguresScope,
  from: string,
  to: string,
): Promise<FigureMonth[]> {
  const items = await queryAll({
    TableName: table.name,
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': figuresPartition(scope),
      ':from': figuresMonthSortKey(from),
      ':to': figuresMonthSortKey(to),
    },
  });
  return items.map(bucketOf);
}

// Access pattern: the months with sessions of many families, by key (FIGURES#FAMILY#<id> / MONTHS).
export async function readFamilyMonths(
  familyIds: readonly number[],
): Promise<Map<number, Record<string, number>>> {
  const keys = familyIds.map((id) => ({
    pk: figuresPartition({ kind: 'family', id }),
    sk: FAMILY_MONTHS_SORT_KEY,
  }));
  const items = await batchGetAll(table.name, keys);
  const months = new Map<number, Record<string, number>>();
  for (const item of items) {
    const id = Number(String(item.pk).slice('FIGURES#FAMILY#'.length));
    const values: Record<string, number> = {};
    for (const [name, value] of Object.entries(item))
      if (name.startsWith('m_') && typeof value === 'number') values[name.slice(2)] = value;
    months.set(id, values);
  }
  return months;
}

export const presentableLog = (record: SessionLogRecord): SessionLog => {
  const { school: _school, ...log } = record;
  return log;
};

// Access pattern: which of many appointments (occurrences) already became a session, by key
// (APPOINTMENT#<eventId>#<occurrence> / COMPLETED).
export async function completedAppointmentKeys(
  appointments: readonly { eventId: number; occurrence: string }[],
): Promise<Set<string>> {
  const items = await batchGetAll(
    table.name,
    appointments.map((each) => appointmentKey(each.eventId, each.occurrence)),
    { attributes: ['pk'] },
  );
  return new Set(items.map((item) => String(item.pk)));
}

const familySummarySchema = z.object({
  id: z.number().int(),
  guidanceStatus: z.string(),
  childName: z.string().nullable(),
  grade: z.string().nullable(),
});
export type FamilySummary = z.infer<typeof familySummarySchema>;

// Access pattern: the status, child and grade of many families, by key (FAMILY#<id> / FAMILY), for
// the impact report: a few attributes, never the notes about a child.
export async function getFamilySummaries(ids: readonly number[]): Promise<FamilySummary[]> {
  const items = await batchGetAll(tableName('families'), ids.map(familyKey), {
    attributes: Object.keys(familySummarySchema.shape),
  });
  return items.map((item) => parseItem(familySummarySchema, item, 'family summary'));
}

/**
 * A restore's recount of the figure buckets (functions/services/sessions/recount-figures.ts): the
 * buckets that differ are put whole, those no session gives any more deleted; while nothing else
 * writes (the restore job), so each item stands alone.
 */
export const replaceFigureItems = (puts: readonly Item[], deletes: readonly { pk: string; sk: string }[]) =>
  batchWriteAll(table.name, { puts, deletes });
