/**
 * The bookkeeping's transactions ('entries'), bank accounts, declaration bookings and approved totals:
 * their records, reads and the transaction elements the services combine. The streamed export reads
 * through accounting-export.ts, the recount after a restore through accounting-recount.ts; both build
 * on this module, never the other way round.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { ACCOUNTING_CATEGORIES } from '../../shared/constants';
import type { AuditEntry } from '../../shared/schemas/audit';
import { declarationPaymentSchema, entryEditorSchema } from '../../shared/schemas/bookkeeping-parts';
import { ENTRY_STATUSES, ENTRY_TYPES, type EntryStatus, type EntryType } from '../../shared/statuses';
import { dynamo } from '../commons/dynamo';
import { auditPut } from './audit';
import {
  ACCOUNTING_INDEXES,
  BANK_ACCOUNTS_PARTITION,
  bankAccountKey,
  dayTotalsKey,
  declarationBookingKey,
  ENTRIES_PARTITION,
  EXPORT_ROWS_COMPLETE_KEY,
  entryIndexKeys,
  entryKey,
  exportRowKey,
  ibanGuardKey,
  monthTotalsKey,
  TOTALS_PARTITIONS,
  type TotalsRow,
  totalsAttribute,
} from './keys/accounting';
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

const TABLE = () => tableName('accounting');

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
  /** Who changed it after it was entered, each once: none of them may approve it (shared/policies/approvals.ts). */
  editors: z.array(entryEditorSchema).default([]),
  /**
   * Issue 34: the bank line that shows it, once reconciled (set by entryReconciledWrite). Kept in the
   * record so an approval or an edit, which put the whole item again, does not drop it.
   */
  bankLineId: z.string().nullable().optional(),
  /**
   * Issue 34: whom an outgoing transaction pays, and who last set or changed that IBAN (they may not
   * export its payment: four eyes). Absent on transactions made before, and on incoming ones.
   */
  payeeName: z.string().nullable().optional(),
  payeeIban: z.string().nullable().optional(),
  payeeBic: z.string().nullable().optional(),
  payeeIbanSetById: z.number().int().nullable().optional(),
  /** Issue 34: exported in a payment file ('in_betaling'), then seen paid on a statement ('betaald'). */
  payment: declarationPaymentSchema.nullable().optional(),
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
  /** Issue 34: named in payment files; absent on accounts made before. */
  bic: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type BankAccountRecord = z.infer<typeof bankAccountRecordSchema>;

const parseEntry = (item: Item) => parseItem(entryRecordSchema, item, 'accounting entry');
const parseBankAccount = (item: Item) => parseItem(bankAccountRecordSchema, item, 'bank account');

/** The item as stored, with its index keys (exported for bulk loads, which must store the same shape). */
export const entryItem = (record: EntryRecord) => ({
  ...entryKey(record.id),
  ...entryIndexKeys(record),
  ...record,
});

/**
 * The transaction's export row as an item of its own (keys/accounting.ts): its key and the exported
 * fields as one JSON string. Every write of a transaction writes it in the same transaction (the
 * entry writes below), so it always holds the fields of the transaction beside it.
 */
export const exportRowItem = (record: ExportEntry & { id: number }) => ({
  ...exportRowKey(record),
  [EXPORT_ROW_ATTRIBUTE]: exportRowOf(record),
});

/** The marker saying every transaction has its export row (exported for bulk loads): its key alone. */
export const exportRowsCompleteItem = () => ({ ...EXPORT_ROWS_COMPLETE_KEY });

/**
 * The next transaction id. The first one ever means no transaction was stored before this code, so
 * every transaction there will be has its export row: the marker is written then, on its own (it
 * stays true whether or not the transaction that took id 1 is saved).
 */
export async function allocateEntryId(): Promise<number> {
  const id = await nextId(TABLE(), 'ENTRY');
  if (id === 1) await markExportRowsComplete();
  return id;
}

export async function markExportRowsComplete(): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: TABLE(), Item: exportRowsCompleteItem() }));
}

/** Whether every transaction has its export row (the export may read the rows alone). */
export async function areExportRowsComplete(): Promise<boolean> {
  return (await getItem(EXPORT_ROWS_COMPLETE_KEY)) !== undefined;
}

export const allocateBankAccountId = () => nextId(TABLE(), 'BANKACCOUNT');

async function getItem(key: { pk: string; sk: string }) {
  const result = await dynamo.send(new GetCommand({ TableName: TABLE(), Key: key }));
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
    TableName: TABLE(),
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
    TableName: TABLE(),
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
      TableName: TABLE(),
      Key: key,
      UpdateExpression: 'ADD #total :cents',
      ExpressionAttributeNames: { '#total': totalsAttribute(entry.type, entry.category) },
      ExpressionAttributeValues: { ':cents': cents },
    },
  });
  return [update(monthTotalsKey(entry.date.slice(0, 7))), update(dayTotalsKey(entry.date))];
}

const exportRowPut = (record: EntryRecord): TransactionItem => ({
  Put: { TableName: TABLE(), Item: exportRowItem(record) },
});
const exportRowDelete = (record: EntryRecord): TransactionItem => ({
  Delete: { TableName: TABLE(), Key: exportRowKey(record) },
});

/** A new transaction with its export row. */
export const newEntryWrites = (record: EntryRecord): TransactionItem[] => [
  putNew(TABLE(), entryItem(record)),
  exportRowPut(record),
];
/** A transaction replaced on the version read, its export row moved along when its date changed. */
export const replacedEntryWrites = (previous: EntryRecord, next: EntryRecord): TransactionItem[] => [
  putUnchanged(TABLE(), entryItem(next), previous.version),
  ...(previous.date === next.date ? [] : [exportRowDelete(previous)]),
  exportRowPut(next),
];
/** A transaction deleted on the version read, with its export row. */
export const deletedEntryWrites = (previous: EntryRecord): TransactionItem[] => [
  deleteUnchanged(TABLE(), entryKey(previous.id), previous.version),
  exportRowDelete(previous),
];

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
  return previous ? putUnchanged(TABLE(), item, previous.version) : putNew(TABLE(), item);
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
    TableName: TABLE(),
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
/** The exported fields in the order of an export row. */
export const EXPORT_ATTRIBUTES = Object.keys(exportEntrySchema.shape) as (keyof ExportEntry)[];

/**
 * The exported fields of a transaction as the one attribute of its export row item: a JSON array in
 * the order of EXPORT_ATTRIBUTES, so DynamoDB sends one string per transaction instead of ten typed
 * attributes, and the client decodes one string instead of ten.
 */
export const EXPORT_ROW_ATTRIBUTE = 'row';
/** The attribute transactions stored their export row in before it had an item of its own. */
export const LEGACY_EXPORT_ROW_ATTRIBUTE = 'exportRow';
export function exportRowOf(record: ExportEntry): string {
  return JSON.stringify(EXPORT_ATTRIBUTES.map((attribute) => record[attribute]));
}

/** Access pattern: every bank account (one partition, a handful of items). */
export async function listBankAccounts(): Promise<BankAccountRecord[]> {
  const items = await queryAll({
    TableName: TABLE(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': BANK_ACCOUNTS_PARTITION },
  });
  return items.map(parseBankAccount);
}

/** Access pattern: the approved totals items of a range of months or days (yyyy-mm or yyyy-mm-dd keys, inclusive). */
export async function totalsBetween(unit: 'month' | 'day', from: string, to: string): Promise<TotalsRow[]> {
  const items = await queryAll({
    TableName: TABLE(),
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

// ---- bank accounts --------------------------------------------------------------------------------

export const bankAccountItem = (record: BankAccountRecord) => ({ ...bankAccountKey(record.id), ...record });

/** A new bank account and its IBAN guard: false when the IBAN already names an account. */
export const newBankAccountWrites = (record: BankAccountRecord): TransactionItem[] => [
  putNew(TABLE(), bankAccountItem(record)),
  putNew(TABLE(), { ...ibanGuardKey(record.accountNumber), bankAccountId: record.id }),
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
      TableName: TABLE(),
      Key: bankAccountKey(previous.id),
      UpdateExpression:
        'SET #name = :name, bankName = :bankName, accountNumber = :accountNumber, isActive = :isActive, bic = :bic, updatedAt = :updatedAt ADD openingBalanceCents :delta, balanceCents :delta, version :one',
      ConditionExpression: isIbanChanged ? 'version = :version AND entryCount = :zero' : 'version = :version',
      ExpressionAttributeNames: { '#name': 'name' },
      ExpressionAttributeValues: {
        ':name': next.name,
        ':bankName': next.bankName,
        ':accountNumber': next.accountNumber,
        ':isActive': next.isActive,
        ':bic': next.bic ?? null,
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
    { Delete: { TableName: TABLE(), Key: ibanGuardKey(previous.accountNumber) } },
    putNew(TABLE(), { ...ibanGuardKey(next.accountNumber), bankAccountId: previous.id }),
  ];
}

/** Deletes an account no transaction names, with its guard. */
export const deletedBankAccountWrites = (previous: BankAccountRecord): TransactionItem[] => [
  {
    Delete: {
      TableName: TABLE(),
      Key: bankAccountKey(previous.id),
      ConditionExpression: 'version = :version AND entryCount = :zero',
      ExpressionAttributeValues: { ':version': previous.version, ':zero': 0 },
    },
  },
  { Delete: { TableName: TABLE(), Key: ibanGuardKey(previous.accountNumber) } },
];
export type { TransactionItem } from './table';
