import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { calendarEventSchema, calendarSchema } from '../../shared/schemas/calendar';
import { dynamo } from '../commons/dynamo';
import {
  bucketPartition,
  bucketSortKey,
  CALENDAR_INDEXES,
  calendarKey,
  calendarPartition,
  EVENT_POINTER_PREFIX,
  eventKey,
  eventPointerKey,
  feedKey,
  feedSecretKey,
  memberIndexKeys,
  memberKey,
  memberPartition,
  monthsBetween,
  PUBLIC_MEMBER,
} from './keys/calendar';
import {
  batchGetAll,
  batchWriteAll,
  type Item,
  parseItem,
  queryAll,
  recordTable,
  type TransactionItem,
  transactConditionally,
} from './table';

const table = recordTable('calendar');

/** The stored calendar: the API's fields without the caller's access level, and with its update time. */
export const calendarRecordSchema = calendarSchema.omit({ access: true }).extend({ updatedAt: z.string() });
export type CalendarRecord = z.infer<typeof calendarRecordSchema>;

/** The stored event: the API's fields of an event (recurrence rule included), plus its series bookkeeping. */
export const eventRecordSchema = calendarEventSchema
  .pick({
    id: true,
    calendarId: true,
    title: true,
    description: true,
    location: true,
    allDay: true,
    recurrence: true,
  })
  .extend({
    /** UTC ISO timestamps of the (first) occurrence. */
    startDate: z.string(),
    endDate: z.string(),
    /** Brussels dates of a series that are cancelled or changed on their own (EXDATE). */
    exdates: z.array(z.string()),
    /** The single events made from one date of this series, deleted with it. */
    detachedIds: z.array(z.number().int()),
    /** On an occurrence changed on its own: its series and the date it replaces. */
    seriesId: z.number().int().nullable(),
    occurrenceDate: z.string().nullable(),
    /** When the last occurrence ends (the end itself for a single event): the months it is copied to. */
    spanEnd: z.string(),
    /** The family the appointment is with (issue 33); events stored before it have none. */
    familyId: z.number().int().nullable().default(null),
    createdBy: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    version: z.number().int(),
  });
export type EventRecord = z.infer<typeof eventRecordSchema>;

const parseCalendar = (item: Item) => parseItem(calendarRecordSchema, item, 'calendar');
const parseEvent = (item: Item) => parseItem(eventRecordSchema, item, 'calendar event');

export const allocateCalendarId = () => table.nextId('CALENDAR');
export const allocateEventId = () => table.nextId('EVENT');

type Member = number | typeof PUBLIC_MEMBER;
type MemberEntry = { member: Member; permission: string };

/** Who the member index lists a calendar under: its owner, each share, and everyone when public. */
function membersOf(calendar: CalendarRecord): Map<string, MemberEntry> {
  const entries: MemberEntry[] = [
    { member: calendar.ownerId, permission: 'owner' },
    ...calendar.shares
      .filter((share) => share.userId !== calendar.ownerId)
      .map((share) => ({ member: share.userId, permission: share.permission })),
    ...(calendar.isPublic ? [{ member: PUBLIC_MEMBER as Member, permission: 'view' }] : []),
  ];
  return new Map(entries.map((entry) => [String(entry.member), entry]));
}

const memberItem = (calendarId: number, entry: MemberEntry) => ({
  ...memberKey(calendarId, entry.member),
  ...memberIndexKeys(calendarId, entry.member),
  calendarId,
  permission: entry.permission,
});

/** The member items to put or delete when a calendar goes from `previous` to `next`. */
function memberWrites(previous: CalendarRecord | null, next: CalendarRecord | null): TransactionItem[] {
  const before = previous ? membersOf(previous) : new Map<string, MemberEntry>();
  const after = next ? membersOf(next) : new Map<string, MemberEntry>();
  const id = (next ?? previous)?.id as number;
  const writes: TransactionItem[] = [];
  for (const [key, entry] of after) {
    if (before.get(key)?.permission !== entry.permission)
      writes.push({ Put: { TableName: table.name, Item: memberItem(id, entry) } });
  }
  for (const [key, entry] of before) {
    if (!after.has(key)) writes.push({ Delete: { TableName: table.name, Key: memberKey(id, entry.member) } });
  }
  return writes;
}

export async function getCalendar(id: number): Promise<CalendarRecord | null> {
  const result = await dynamo.send(new GetCommand({ TableName: table.name, Key: calendarKey(id) }));
  return result.Item ? parseCalendar(result.Item) : null;
}

export async function getCalendars(ids: readonly number[]): Promise<CalendarRecord[]> {
  const items = await batchGetAll(table.name, [...new Set(ids)].map(calendarKey));
  return items.map(parseCalendar).sort((a, b) => a.id - b.id);
}

// Access pattern: the calendars listed under one user and under PUBLIC (byMember, one Query each).
export async function listMemberCalendarIds(userId: number): Promise<number[]> {
  const pages = await Promise.all(
    [memberPartition(userId), memberPartition(PUBLIC_MEMBER)].map((partition) =>
      queryAll({
        TableName: table.name,
        IndexName: CALENDAR_INDEXES.byMember,
        KeyConditionExpression: 'gsi1pk = :member',
        ExpressionAttributeValues: { ':member': partition },
      }),
    ),
  );
  return [...new Set(pages.flat().map((item) => Number(item.calendarId)))];
}

export const insertCalendar = (calendar: CalendarRecord) =>
  transactConditionally([
    table.putNew({ ...calendarKey(calendar.id), ...calendar }),
    ...memberWrites(null, calendar),
  ]);

/** Saves a calendar read earlier with its member items; false when it changed in between. */
export const replaceCalendar = (previous: CalendarRecord, next: CalendarRecord) =>
  transactConditionally([
    table.putUnchanged({ ...calendarKey(next.id), ...next }, previous.version),
    ...memberWrites(previous, next),
  ]);

/**
 * Deletes a calendar and its member items in one transaction (from then on it and its events are
 * invisible: every read starts from the calendar); false when it changed in between.
 */
export const deleteCalendar = (previous: CalendarRecord) =>
  transactConditionally([
    table.deleteUnchanged(calendarKey(previous.id), previous.version),
    ...memberWrites(previous, null),
  ]);

// Access pattern: the event pointers in a calendar's partition, then each event and its month copies.
/**
 * Deletes every event of a calendar: its month copies, then the event items they are computed from,
 * then the pointers that find those. Each step only after the one before is complete, so a purge
 * DynamoDB does not complete (it throws, batchWriteAll) leaves whatever remains findable, and running
 * it again removes the rest.
 */
export async function purgeCalendarEvents(calendarId: number): Promise<number> {
  const pointers = await queryAll({
    TableName: table.name,
    KeyConditionExpression: 'pk = :calendar AND begins_with(sk, :event)',
    ExpressionAttributeValues: { ':calendar': calendarPartition(calendarId), ':event': EVENT_POINTER_PREFIX },
  });
  const eventIds = pointers.map((pointer) => Number(pointer.eventId));
  const events = (await batchGetAll(table.name, eventIds.map(eventKey))).map(parseEvent);
  await batchWriteAll(table.name, {
    deletes: events.flatMap((event) => bucketKeys(event).map((bucket) => bucket.key)),
  });
  await batchWriteAll(table.name, { deletes: events.map((event) => eventKey(event.id)) });
  await batchWriteAll(table.name, {
    deletes: pointers.map((pointer) => ({ pk: String(pointer.pk), sk: String(pointer.sk) })),
  });
  return events.length;
}

export async function getEvent(id: number): Promise<EventRecord | null> {
  const result = await dynamo.send(new GetCommand({ TableName: table.name, Key: eventKey(id) }));
  return result.Item ? parseEvent(result.Item) : null;
}

export async function getEvents(ids: readonly number[]): Promise<EventRecord[]> {
  return (await batchGetAll(table.name, [...new Set(ids)].map(eventKey))).map(parseEvent);
}

/** The copies of an event, one per UTC month from its start to the end of its last occurrence. */
function bucketKeys(event: EventRecord) {
  return monthsBetween(new Date(event.startDate), new Date(event.spanEnd)).map((month) => ({
    id: `${month}`,
    key: { pk: bucketPartition(event.calendarId, month), sk: bucketSortKey(event.startDate, event.id) },
  }));
}

const keyText = (key: { pk: string; sk: string }) => `${key.pk}|${key.sk}`;

/** One event's change: created (previous null), changed, or deleted (next null). */
export type EventChange = { previous: EventRecord | null; next: EventRecord | null };

/**
 * The writes of one request's event changes, as one conditional transaction: the record (on its
 * version), its pointer under the calendar and its month copies (a copy kept at the same key is
 * overwritten, not deleted and put, which one transaction could not do).
 */
function eventWrites({ previous, next }: EventChange): TransactionItem[] {
  const writes: TransactionItem[] = [];
  if (next && previous) writes.push(table.putUnchanged({ ...eventKey(next.id), ...next }, previous.version));
  else if (next) writes.push(table.putNew({ ...eventKey(next.id), ...next }));
  else if (previous) writes.push(table.deleteUnchanged(eventKey(previous.id), previous.version));

  const oldPointer = previous ? eventPointerKey(previous.calendarId, previous.id) : null;
  const newPointer = next ? eventPointerKey(next.calendarId, next.id) : null;
  if (newPointer && (!oldPointer || keyText(oldPointer) !== keyText(newPointer)))
    writes.push({ Put: { TableName: table.name, Item: { ...newPointer, eventId: next?.id } } });
  if (oldPointer && (!newPointer || keyText(oldPointer) !== keyText(newPointer)))
    writes.push({ Delete: { TableName: table.name, Key: oldPointer } });

  const newBuckets = next ? bucketKeys(next).map((bucket) => bucket.key) : [];
  const newKeys = new Set(newBuckets.map(keyText));
  for (const key of newBuckets) writes.push({ Put: { TableName: table.name, Item: { ...key, ...next } } });
  for (const { key } of previous ? bucketKeys(previous) : []) {
    if (!newKeys.has(keyText(key))) writes.push({ Delete: { TableName: table.name, Key: key } });
  }
  return writes;
}

/** Writes every event change of one request in one transaction; false when one of them changed in between. */
export const writeEventChanges = (changes: readonly EventChange[]) =>
  transactConditionally(changes.flatMap(eventWrites));

/**
 * A caller may see many public calendars: the month queries go out a bounded number at a time, so a
 * wide agenda neither floods DynamoDB nor runs into the client's request timeout.
 */
const WINDOW_QUERY_CONCURRENCY = 16;

async function inBatches<T, R>(values: readonly T[], size: number, run: (value: T) => Promise<R>) {
  const results: R[] = [];
  for (let start = 0; start < values.length; start += size) {
    results.push(...(await Promise.all(values.slice(start, start + size).map(run))));
  }
  return results;
}

/**
 * Access pattern: the events of some calendars that may overlap [from, to): per calendar and UTC
 * month of the window, one Query on the month's copies that start before `to`, keeping those whose
 * last occurrence ends at or after `from`. An event in several months is answered once.
 */
export async function listEventsInWindow(
  calendarIds: readonly number[],
  from: Date,
  to: Date,
): Promise<EventRecord[]> {
  const months = monthsBetween(from, to);
  const buckets = calendarIds.flatMap((calendarId) =>
    months.map((month) => bucketPartition(calendarId, month)),
  );
  const pages = await inBatches(buckets, WINDOW_QUERY_CONCURRENCY, (bucket) =>
    queryAll({
      TableName: table.name,
      KeyConditionExpression: 'pk = :bucket AND sk < :to',
      FilterExpression: 'spanEnd >= :from',
      ExpressionAttributeValues: { ':bucket': bucket, ':to': to.toISOString(), ':from': from.toISOString() },
    }),
  );
  const events = new Map<number, EventRecord>();
  for (const item of pages.flat()) {
    const event = parseEvent(item);
    if (!events.has(event.id)) events.set(event.id, event);
  }
  return [...events.values()];
}

const feedRecordSchema = z.object({
  userId: z.number().int(),
  secretHash: z.string(),
  /** The secret itself, encrypted, so the agenda screen can show the URL again. */
  secretEncrypted: z.string(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type FeedRecord = z.infer<typeof feedRecordSchema>;

export async function getFeed(userId: number): Promise<FeedRecord | null> {
  const result = await dynamo.send(new GetCommand({ TableName: table.name, Key: feedKey(userId) }));
  return result.Item ? parseItem(feedRecordSchema, result.Item, 'calendar feed') : null;
}

// Access pattern: the feed of a secret, by the SHA-256 of the secret in the URL.
export async function findFeedUser(secretHash: string): Promise<number | null> {
  const result = await dynamo.send(new GetCommand({ TableName: table.name, Key: feedSecretKey(secretHash) }));
  return result.Item ? Number(result.Item.userId) : null;
}

/** Replaces (or creates, or with next null removes) a user's feed and its secret lookup in one transaction. */
export function replaceFeed(previous: FeedRecord | null, next: FeedRecord | null) {
  const writes: TransactionItem[] = [];
  const userId = (next ?? previous)?.userId as number;
  if (next) {
    writes.push(
      previous
        ? table.putUnchanged({ ...feedKey(userId), ...next }, previous.version)
        : table.putNew({ ...feedKey(userId), ...next }),
      table.putNew({ ...feedSecretKey(next.secretHash), userId }),
    );
  } else if (previous) {
    writes.push(table.deleteUnchanged(feedKey(userId), previous.version));
  }
  if (previous) writes.push({ Delete: { TableName: table.name, Key: feedSecretKey(previous.secretHash) } });
  return transactConditionally(writes);
}

// Access pattern: every event of one calendar (its pointers, then the events by key), for the feed.
export async function listCalendarEvents(calendarId: number): Promise<EventRecord[]> {
  const pointers = await queryAll({
    TableName: table.name,
    KeyConditionExpression: 'pk = :calendar AND begins_with(sk, :event)',
    ExpressionAttributeValues: { ':calendar': calendarPartition(calendarId), ':event': EVENT_POINTER_PREFIX },
  });
  return getEvents(pointers.map((pointer) => Number(pointer.eventId)));
}
