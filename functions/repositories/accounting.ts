import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import {
  ACCOUNTING_CATEGORIES,
  ENTRY_STATUSES,
  ENTRY_TYPES,
  type EntryStatus,
  type EntryType,
} from '../../shared/schemas/accounting';
import type { AuditEntry } from '../../shared/schemas/audit';
import { dynamo } from '../commons/dynamo';
import { auditPut } from './audit';
import {
  ACCOUNTING_INDEXES,
  BANK_ACCOUNTS_PARTITION,
  bankAccountKey,
  dayTotalsKey,
  declarationBookingKey,
  ENTRIES_PARTITION,
  entryIndexKeys,
  entryKey,
  exportSegments,
  ibanGuardKey,
  monthTotalsKey,
  TOTALS_PARTITIONS,
  type TotalsRow,
  totalsAttribute,
} from './keys/accounting';
import { projectionOf } from './projection';
import {
  deleteUnchanged,
  type Item,
  nextId,
  type Page,
  parseItem,
  putNew,
  putUnchanged,
  queryAll,
  queryPage,
  type TransactionItem,
  tableName,
  transactConditionally,
} from './table';

const TABLE = tableName('accounting');

/** Money as integer cents; a counter-entry of a booked declaration carries a negative amount. */
export const entryRecordSchema = z.object({
  id: z.number().int(),
  type: z.enum(ENTRY_TYPES),
  category: z.enum(ACCOUNTING_CATEGORIES),
  description: z.string(),
  amountCents: z.number().int(),
  date: z.string(),
  reference: z.string().nullable(),
  bankAccount: z.string().nullable(),
  bankAccountId: z.number().int().nullable(),
  notes: z.string().nullable(),
  status: z.enum(ENTRY_STATUSES),
  processedById: z.number().int().nullable(),
  processedByName: z.string().nullable(),
  processedAt: z.string().nullable(),
  declarationId: z.number().int().nullable(),
  receiptUrl: z.string().nullable(),
  createdById: z.number().int(),
  createdByName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type EntryRecord = z.infer<typeof entryRecordSchema>;

export const bankAccountRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  openingBalanceCents: z.number().int(),
  balanceCents: z.number().int(),
  isActive: z.boolean(),
  entryCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type BankAccountRecord = z.infer<typeof bankAccountRecordSchema>;

const parseEntry = (item: Item) => parseItem(entryRecordSchema, item, 'accounting entry');
const parseBankAccount = (item: Item) => parseItem(bankAccountRecordSchema, item, 'bank account');

/**
 * The item as stored, with its index keys and its export row (exported for bulk loads, which must
 * store the same shape). Every write of a transaction goes through here, so the export row always
 * holds the fields beside it.
 */
export const entryItem = (record: EntryRecord) => ({
  ...entryKey(record.id),
  ...entryIndexKeys(record),
  ...record,
  [EXPORT_ROW_ATTRIBUTE]: exportRowOf(record),
});

export const allocateEntryId = () => nextId(TABLE, 'ENTRY');
export const allocateBankAccountId = () => nextId(TABLE, 'BANKACCOUNT');

async function getItem(key: { pk: string; sk: string }) {
  const result = await dynamo.send(new GetCommand({ TableName: TABLE, Key: key }));
  return result.Item;
}

export async function getEntry(id: number): Promise<EntryRecord | null> {
  const item = await getItem(entryKey(id));
  return item ? parseEntry(item) : null;
}

export async function getBankAccount(id: number): Promise<BankAccountRecord | null> {
  const item = await getItem(bankAccountKey(id));
  return item ? parseBankAccount(item) : null;
}

/** The bank account an IBAN names, through its guard item. */
export async function findBankAccountByIban(iban: string): Promise<BankAccountRecord | null> {
  const guard = await getItem(ibanGuardKey(iban));
  const id = guard ? z.number().int().safeParse(guard.bankAccountId) : null;
  return id?.success ? getBankAccount(id.data) : null;
}

// ---- transaction elements -------------------------------------------------------------------------

/** An audit entry written in the transaction of the money change it records. */
export const auditWrite = (entry: AuditEntry): TransactionItem => auditPut(entry);

/** A transaction names (+1) or stops naming (−1) a bank account; naming needs it to exist and be active. */
export const bankAccountUse = (bankAccountId: number, change: 1 | -1): TransactionItem => ({
  Update: {
    TableName: TABLE,
    Key: bankAccountKey(bankAccountId),
    UpdateExpression: 'ADD entryCount :change',
    ConditionExpression:
      change === 1 ? 'attribute_exists(pk) AND isActive = :active' : 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':change': change, ...(change === 1 ? { ':active': true } : {}) },
  },
});

/**
 * An approved amount moves the balance. It also raises the account's version, so an edit of the
 * account made on the balance seen before answers 409 instead of overwriting it.
 */
export const bankBalanceChange = (bankAccountId: number, cents: number): TransactionItem => ({
  Update: {
    TableName: TABLE,
    Key: bankAccountKey(bankAccountId),
    UpdateExpression: 'ADD balanceCents :cents, version :one',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':cents': cents, ':one': 1 },
  },
});

/** Approved totals of the transaction's month and day move by its amount (signed cents). */
export function totalsChange(entry: { type: EntryType; category: string; date: string }, cents: number) {
  const update = (key: { pk: string; sk: string }): TransactionItem => ({
    Update: {
      TableName: TABLE,
      Key: key,
      UpdateExpression: 'ADD #total :cents',
      ExpressionAttributeNames: { '#total': totalsAttribute(entry.type, entry.category) },
      ExpressionAttributeValues: { ':cents': cents },
    },
  });
  return [update(monthTotalsKey(entry.date.slice(0, 7))), update(dayTotalsKey(entry.date))];
}

export const newEntryWrite = (record: EntryRecord) => putNew(TABLE, entryItem(record));
export const replacedEntryWrite = (previous: EntryRecord, next: EntryRecord) =>
  putUnchanged(TABLE, entryItem(next), previous.version);
export const deletedEntryWrite = (previous: EntryRecord) =>
  deleteUnchanged(TABLE, entryKey(previous.id), previous.version);

/** Sends the writes a service computed as one conditional transaction; false when a condition failed. */
export const writeAccounting = (items: readonly TransactionItem[]) => transactConditionally(items);

// ---- declaration bookings -------------------------------------------------------------------------

export const bookingStateSchema = z.object({
  declarationId: z.number().int(),
  isBooked: z.boolean(),
  entryId: z.number().int(),
  amountCents: z.number().int(),
  category: z.enum(ACCOUNTING_CATEGORIES),
  version: z.number().int(),
});
export type BookingState = z.infer<typeof bookingStateSchema>;

export async function getBookingState(declarationId: number): Promise<BookingState | null> {
  const item = await getItem(declarationBookingKey(declarationId));
  return item ? parseItem(bookingStateSchema, item, 'declaration booking') : null;
}

/**
 * The declaration's booked state flips, conditional on the state read before: two approvals of one
 * declaration at the same moment cannot both book it.
 */
export function bookingStateWrite(previous: BookingState | null, next: BookingState): TransactionItem {
  const item = { ...declarationBookingKey(next.declarationId), ...next };
  return previous ? putUnchanged(TABLE, item, previous.version) : putNew(TABLE, item);
}

// ---- lists ----------------------------------------------------------------------------------------

export type EntryFilter = {
  type?: EntryType | undefined;
  status?: EntryStatus | undefined;
  category?: string | undefined;
  bankAccount?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
};

/** The list filters applied after the date range: type and status exactly, category and IBAN as a part. */
const ENTRY_FILTERS = [
  ['type', 'equals'],
  ['status', 'equals'],
  ['category', 'contains'],
  ['bankAccount', 'contains'],
] as const satisfies readonly (readonly [keyof EntryFilter, 'equals' | 'contains'])[];

/** The date index's key condition for a period (both ends inclusive) and the other filters as a filter expression. */
function entryQuery(filter: EntryFilter) {
  const names: Record<string, string> = { '#pk': 'gsi1pk' };
  const values: Record<string, unknown> = { ':pk': ENTRIES_PARTITION };
  let keyCondition = '#pk = :pk';
  if (filter.dateFrom || filter.dateTo) {
    names['#sk'] = 'gsi1sk';
    values[':from'] = filter.dateFrom ?? '0000-00-00';
    // '~' sorts after '#', so every id of the last day is inside the range.
    values[':to'] = `${filter.dateTo ?? '9999-12-31'}~`;
    keyCondition += ' AND #sk BETWEEN :from AND :to';
  }
  const conditions: string[] = [];
  for (const [field, match] of ENTRY_FILTERS) {
    const value = filter[field];
    if (!value) continue;
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    conditions.push(match === 'equals' ? `#${field} = :${field}` : `contains(#${field}, :${field})`);
  }
  return {
    TableName: TABLE,
    IndexName: ACCOUNTING_INDEXES.byDate,
    KeyConditionExpression: keyCondition,
    FilterExpression: conditions.length > 0 ? conditions.join(' AND ') : undefined,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ScanIndexForward: false,
  };
}

/** Access pattern: transactions newest date first (byDate), a period as a key range, one page. */
export async function listEntriesPage(
  filter: EntryFilter,
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<EntryRecord>> {
  const result = await queryPage(entryQuery(filter), page, {
    table: 'accounting',
    index: ACCOUNTING_INDEXES.byDate,
    partition: ENTRIES_PARTITION,
  });
  return { items: result.items.map(parseEntry), nextCursor: result.nextCursor };
}

/** The fields of a transaction the export writes: the export reads only these. */
export const exportEntrySchema = entryRecordSchema.pick({
  date: true,
  type: true,
  description: true,
  category: true,
  amountCents: true,
  status: true,
  reference: true,
  bankAccount: true,
  processedByName: true,
  notes: true,
});
export type ExportEntry = z.infer<typeof exportEntrySchema>;
const EXPORT_ATTRIBUTES = Object.keys(exportEntrySchema.shape) as (keyof ExportEntry)[];

/**
 * The exported fields of a transaction as one attribute of its item: a JSON array in the order of
 * EXPORT_ATTRIBUTES. The export projects only this attribute, so DynamoDB sends one string per
 * transaction instead of ten typed attributes, and the client decodes one string instead of ten.
 */
export const EXPORT_ROW_ATTRIBUTE = 'exportRow';
export function exportRowOf(record: ExportEntry): string {
  return JSON.stringify(EXPORT_ATTRIBUTES.map((attribute) => record[attribute]));
}

/** An export row read back, checked with the export schema like any stored item (a malformed one throws). */
function exportEntryOfRow(row: string): ExportEntry {
  let values: unknown;
  try {
    values = JSON.parse(row);
  } catch {
    values = row;
  }
  if (!Array.isArray(values)) return parseItem(exportEntrySchema, values, 'accounting entry');
  const fields: Record<string, unknown> = {};
  for (let index = 0; index < EXPORT_ATTRIBUTES.length; index += 1) {
    fields[EXPORT_ATTRIBUTES[index] as string] = values[index];
  }
  return parseItem(exportEntrySchema, fields, 'accounting entry');
}

/**
 * Months of the export read at the same time (each one its own key range of the date index). Two:
 * the month being written plus the next; on a busy 2-core machine a third one in flight raised the
 * export's peak memory (about 150 -> 165 MB) without making it faster.
 */
const EXPORT_READ_CONCURRENCY = 2;
/** Items per Query call of the export: small enough that a busy table answers well within the request timeout. */
const EXPORT_PAGE_LIMIT = 1000;

/**
 * One page of the export's key range, projecting the named attributes. The SDK's logger middleware
 * is replaced by a pass-through for these Queries: it walks every answer to filter sensitive
 * fields for a logger that logs nothing (the clients have none), which cost about as much CPU as
 * decoding the export rows themselves.
 */
function exportPage([from, to]: [string, string], attributes: readonly string[], startKey: Item | undefined) {
  const query = new QueryCommand({
    TableName: TABLE,
    IndexName: ACCOUNTING_INDEXES.byDate,
    KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
    ...projectionWith(attributes, { '#pk': 'gsi1pk', '#sk': 'gsi1sk' }),
    ExpressionAttributeValues: { ':pk': ENTRIES_PARTITION, ':from': from, ':to': to },
    Limit: EXPORT_PAGE_LIMIT,
    ExclusiveStartKey: startKey,
  });
  query.middlewareStack.add((next) => next, {
    name: 'loggerMiddleware',
    step: 'initialize',
    override: true,
  });
  return dynamo.send(query);
}

/** Whether an export has met a transaction stored without its export row: its later pages read the fields. */
type ExportReadState = { isRowMissing: boolean };

/**
 * Every transaction of one key range of the date index, oldest first, one page at a time, from the
 * export rows alone. A page with an item stored before export rows existed (a restore of an older
 * backup) is read again with the ten exported fields themselves, from the same start key, and that
 * answer is used instead; from then on the export reads the fields at once, since such items come
 * in numbers (a whole restored period), and reading each page twice would cost more than the rows save.
 */
async function* exportSegmentPages(
  range: [string, string],
  state: ExportReadState,
): AsyncGenerator<ExportEntry[]> {
  let startKey: Item | undefined;
  do {
    let page = state.isRowMissing ? undefined : await exportPage(range, [EXPORT_ROW_ATTRIBUTE], startKey);
    const items = page?.Items ?? [];
    if (page && items.every((item) => typeof item[EXPORT_ROW_ATTRIBUTE] === 'string')) {
      yield items.map((item) => exportEntryOfRow(item[EXPORT_ROW_ATTRIBUTE] as string));
    } else {
      state.isRowMissing = true;
      page = await exportPage(range, EXPORT_ATTRIBUTES, startKey);
      yield (page.Items ?? []).map((item) => parseItem(exportEntrySchema, item, 'accounting entry'));
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/**
 * Starts reading a key range right away and hands its pages out in order as they arrive, so the
 * caller can write the first page while the rest is still being read. A failure is thrown to the
 * caller when it reaches it; a caller that stops early leaves nothing unhandled.
 */
function readAhead(range: [string, string], state: ExportReadState): () => AsyncGenerator<ExportEntry[]> {
  const pages: ExportEntry[][] = [];
  let isFinished = false;
  let failure: { error: unknown } | undefined;
  let wake: (() => void) | undefined;
  void (async () => {
    try {
      for await (const page of exportSegmentPages(range, state)) {
        pages.push(page);
        wake?.();
      }
    } catch (error) {
      failure = { error };
    } finally {
      isFinished = true;
      wake?.();
    }
  })();
  return async function* arrived() {
    for (;;) {
      const page = pages.shift();
      if (page) yield page;
      else if (failure) throw failure.error;
      else if (isFinished) return;
      else {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = undefined;
      }
    }
  };
}

/** A projection of the named attributes, with the key condition's own names beside them. */
function projectionWith(attributes: readonly string[], keyNames: Record<string, string>) {
  const projection = projectionOf(attributes);
  return {
    ProjectionExpression: projection.ProjectionExpression,
    ExpressionAttributeNames: { ...projection.ExpressionAttributeNames, ...keyNames },
  };
}

/**
 * Access pattern: every transaction of a period, oldest first (byDate): the export. The period is
 * read month by month, two months at the same time, each Query projecting only the export row;
 * pages are handed out in order as they arrive (up to 1,000 transactions each), while the rest of
 * the month and the next month are still being read. The first two months start being read at
 * this call, before the caller asks for the first page.
 */
export function entriesInPeriod(dateFrom: string, dateTo: string): AsyncIterable<ExportEntry[]> {
  const segments = exportSegments(dateFrom, dateTo);
  const reads: (() => AsyncGenerator<ExportEntry[]>)[] = [];
  const state: ExportReadState = { isRowMissing: false };
  const start = (index: number) => {
    const segment = segments[index];
    if (segment) reads[index] = readAhead(segment, state);
  };
  for (let index = 0; index < EXPORT_READ_CONCURRENCY; index += 1) start(index);
  return {
    async *[Symbol.asyncIterator]() {
      for (let index = 0; index < segments.length; index += 1) {
        yield* (reads[index] as () => AsyncGenerator<ExportEntry[]>)();
        delete reads[index];
        start(index + EXPORT_READ_CONCURRENCY);
      }
    },
  };
}

/** Access pattern: every bank account (one partition, a handful of items). */
export async function listBankAccounts(): Promise<BankAccountRecord[]> {
  const items = await queryAll({
    TableName: TABLE,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': BANK_ACCOUNTS_PARTITION },
  });
  return items.map(parseBankAccount);
}

/** Access pattern: the approved totals items of a range of months or days (yyyy-mm or yyyy-mm-dd keys, inclusive). */
export async function totalsBetween(unit: 'month' | 'day', from: string, to: string): Promise<TotalsRow[]> {
  const items = await queryAll({
    TableName: TABLE,
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': TOTALS_PARTITIONS[unit], ':from': from, ':to': to },
  });
  return items.map((item) => ({
    key: String(item.sk),
    totals: Object.fromEntries(
      Object.entries(item).filter(
        (entry): entry is [string, number] => entry[0].includes('|') && typeof entry[1] === 'number',
      ),
    ),
  }));
}

// ---- recount after a restore ----------------------------------------------------------------------

/** The fields a recount of the totals, balances and use counts needs. */
const recountEntrySchema = entryRecordSchema.pick({
  type: true,
  category: true,
  amountCents: true,
  date: true,
  status: true,
  bankAccountId: true,
});
export type RecountEntry = z.infer<typeof recountEntrySchema>;

/** Access pattern: every transaction (byDate, pages of 1,000, only the recounted fields): a restore's recount. */
export async function* entriesForRecount(): AsyncGenerator<RecountEntry[]> {
  let startKey: Item | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: TABLE,
        IndexName: ACCOUNTING_INDEXES.byDate,
        KeyConditionExpression: '#pk = :pk',
        ...projectionWith(Object.keys(recountEntrySchema.shape), { '#pk': 'gsi1pk' }),
        ExpressionAttributeValues: { ':pk': ENTRIES_PARTITION },
        Limit: EXPORT_PAGE_LIMIT,
        ExclusiveStartKey: startKey,
      }),
    );
    yield (page.Items ?? []).map((item) => parseItem(recountEntrySchema, item, 'accounting entry'));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/** A month or day totals item replaced by a recount: exactly these attributes. */
export const recountedTotalsWrite = (unit: 'month' | 'day', key: string, totals: Record<string, number>) =>
  ({
    Put: {
      TableName: TABLE,
      Item: { ...(unit === 'month' ? monthTotalsKey(key) : dayTotalsKey(key)), ...totals },
    },
  }) satisfies TransactionItem;

/** A bank account's balance and use count set by a recount (a restore, while nothing else writes). */
export const recountedBankAccountWrite = (id: number, balanceCents: number, entryCount: number) =>
  ({
    Update: {
      TableName: TABLE,
      Key: bankAccountKey(id),
      UpdateExpression: 'SET balanceCents = :balance, entryCount = :count',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':balance': balanceCents, ':count': entryCount },
    },
  }) satisfies TransactionItem;

// ---- bank accounts --------------------------------------------------------------------------------

export const bankAccountItem = (record: BankAccountRecord) => ({ ...bankAccountKey(record.id), ...record });

/** A new bank account and its IBAN guard: false when the IBAN already names an account. */
export const newBankAccountWrites = (record: BankAccountRecord): TransactionItem[] => [
  putNew(TABLE, bankAccountItem(record)),
  putNew(TABLE, { ...ibanGuardKey(record.accountNumber), bankAccountId: record.id }),
];

/**
 * Edits the fields a person edits, on the version they saw; the entry count is never overwritten
 * (transactions change it without raising the version). A new IBAN moves the guard and needs an
 * account no transaction names.
 */
export function bankAccountEditWrites(
  previous: BankAccountRecord,
  next: BankAccountRecord,
): TransactionItem[] {
  const isIbanChanged = previous.accountNumber !== next.accountNumber;
  const edit: TransactionItem = {
    Update: {
      TableName: TABLE,
      Key: bankAccountKey(previous.id),
      UpdateExpression:
        'SET #name = :name, bankName = :bankName, accountNumber = :accountNumber, isActive = :isActive, updatedAt = :updatedAt ADD openingBalanceCents :delta, balanceCents :delta, version :one',
      ConditionExpression: isIbanChanged ? 'version = :version AND entryCount = :zero' : 'version = :version',
      ExpressionAttributeNames: { '#name': 'name' },
      ExpressionAttributeValues: {
        ':name': next.name,
        ':bankName': next.bankName,
        ':accountNumber': next.accountNumber,
        ':isActive': next.isActive,
        ':updatedAt': next.updatedAt,
        ':delta': next.openingBalanceCents - previous.openingBalanceCents,
        ':one': 1,
        ':version': previous.version,
        ...(isIbanChanged ? { ':zero': 0 } : {}),
      },
    },
  };
  if (!isIbanChanged) return [edit];
  return [
    edit,
    { Delete: { TableName: TABLE, Key: ibanGuardKey(previous.accountNumber) } },
    putNew(TABLE, { ...ibanGuardKey(next.accountNumber), bankAccountId: previous.id }),
  ];
}

/** Deletes an account no transaction names, with its guard. */
export const deletedBankAccountWrites = (previous: BankAccountRecord): TransactionItem[] => [
  {
    Delete: {
      TableName: TABLE,
      Key: bankAccountKey(previous.id),
      ConditionExpression: 'version = :version AND entryCount = :zero',
      ExpressionAttributeValues: { ':version': previous.version, ':zero': 0 },
    },
  },
  { Delete: { TableName: TABLE, Key: ibanGuardKey(previous.accountNumber) } },
];
export type { TransactionItem } from './table';
