/**
 * The bank side of the books (issue 34): payment files, imported bank lines and the bank's balance of
 * each account, all in the accounting table (keys/bank.ts). Through the toolkit only.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../commons/dynamo';
import { type EntryRecord, entryItem, entryRecordSchema } from './accounting';
import { ACCOUNTING_INDEXES, ENTRIES_PARTITION, entryKey } from './keys/accounting';
import {
  bankBalanceKey,
  bankLineKey,
  bankLinesPartition,
  PAYABLE_ENTRIES_PARTITION,
  payableEntryKey,
  paymentFileKey,
  unmatchedKey,
  unmatchedPartition,
} from './keys/bank';
import { DECLARATION_INDEXES, declarationPartitions } from './keys/declarations';
import { userKey } from './keys/users';
import {
  batchGetAll,
  batchWriteAll,
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
} from './table';

const TABLE = () => tableName('accounting');

/**
 * One payment of a file: to a volunteer for their declarations, or (issue 34) to the payee IBAN of
 * approved outgoing transactions (`userId` null, `entryIds` named).
 */
export const paymentRecordSchema = z.object({
  endToEndId: z.string(),
  userId: z.number().int().nullable(),
  name: z.string(),
  /** Null once the retention of its financial year took the account number away (erase-bookkeeping-year.ts). */
  iban: z.string().nullable(),
  bic: z.string().nullable().optional(),
  amountCents: z.number().int(),
  declarationIds: z.array(z.number().int()),
  entryIds: z.array(z.number().int()).optional(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

export const paymentFileRecordSchema = z.object({
  fileId: z.string(),
  bankAccountId: z.number().int(),
  createdById: z.number().int(),
  createdAt: z.string(),
  executionDate: z.string(),
  payments: z.array(paymentRecordSchema),
});
export type PaymentFileRecord = z.infer<typeof paymentFileRecordSchema>;

export const PAYMENT_FILE_COUNTER = 'PAYMENTFILE';
const PAYMENT_FILE_ID = /^PAY(\d{1,12})$/;

export const allocatePaymentFileId = async () => `PAY${await nextId(TABLE(), PAYMENT_FILE_COUNTER)}`;

/** The counter's number in a payment file's id (`PAY12` → 12), or null for an id it did not give. */
export function paymentFileNumber(fileId: string): number | null {
  const digits = PAYMENT_FILE_ID.exec(fileId)?.[1];
  return digits === undefined ? null : Number(digits);
}

export const paymentFileWrite = (record: PaymentFileRecord): TransactionItem =>
  putNew(TABLE(), { ...paymentFileKey(record.fileId), ...record });

export async function getPaymentFiles(fileIds: readonly string[]): Promise<Map<string, PaymentFileRecord>> {
  const items = await batchGetAll(TABLE(), [...new Set(fileIds)].map(paymentFileKey));
  const files = items.map((item) => parseItem(paymentFileRecordSchema, item, 'payment file'));
  return new Map(files.map((file) => [file.fileId, file]));
}

// The payee's fields of a stored user, spelled out rather than picked from the users schema, whose
// forms (IBAN and rijksregisternummer checks) every bank route would otherwise carry.
const payeeSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  bankAccount: z.string().nullable(),
  ibanChanges: z.array(z.object({ byId: z.number().int(), at: z.string() })).default([]),
  ibanChangedBy: z.number().int().nullable().optional(),
  ibanChangedAt: z.string().nullable().optional(),
});
export type Payee = z.infer<typeof payeeSchema>;

// Access pattern: the name, IBAN and IBAN history of the payees of a page, by key (USER#<id> / PROFILE).
export async function getPayeesByIds(ids: readonly number[]): Promise<Map<number, Payee>> {
  const items = await batchGetAll(tableName('users'), [...new Set(ids)].map(userKey), {
    attributes: Object.keys(payeeSchema.shape),
    consistentRead: true,
  });
  const payees = items.map((item) => parseItem(payeeSchema, item, 'payee'));
  return new Map(payees.map((payee) => [payee.id, payee]));
}

// ---- transactions to pay (issue 34) --------------------------------------------------------------

/** The marker of an approved outgoing transaction with a payee IBAN: it is payable until paid. */
export const payableEntryWrite = (entry: Pick<EntryRecord, 'id' | 'date'>): TransactionItem => ({
  Put: { TableName: TABLE(), Item: { ...payableEntryKey(entry), entryId: entry.id } },
});
export const payableEntryDelete = (entry: Pick<EntryRecord, 'id' | 'date'>): TransactionItem => ({
  Delete: { TableName: TABLE(), Key: payableEntryKey(entry) },
});

/**
 * A transaction's payment state changes (exported, paid), on the version read. Only the transaction
 * item: its export row holds no payment fields.
 */
export const entryPaymentWrite = (previous: EntryRecord, next: EntryRecord): TransactionItem =>
  putUnchanged(TABLE(), entryItem(next), previous.version);

const parseEntry = (item: Item) => parseItem(entryRecordSchema, item, 'accounting entry');

/** Access pattern: transactions by id (ENTRY#<id> / ENTRY), whole, any number. */
export async function getEntriesByIds(ids: readonly number[]): Promise<EntryRecord[]> {
  const items = await batchGetAll(TABLE(), [...new Set(ids)].map(entryKey), { consistentRead: true });
  return items.map(parseEntry);
}

/** Access pattern: the payable transactions (PAYABLEENTRIES), newest date first, a page at a time. */
export async function listPayableEntriesPage(page: {
  limit: number;
  cursor?: string | undefined;
}): Promise<Page<EntryRecord>> {
  const markers = await queryPage(
    {
      TableName: TABLE(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': PAYABLE_ENTRIES_PARTITION },
      ScanIndexForward: false,
    },
    page,
    { table: 'accounting', partition: PAYABLE_ENTRIES_PARTITION },
  );
  const entries = await getEntriesByIds(markers.items.map((marker) => Number(marker.entryId)));
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const items = markers.items.flatMap((marker) => byId.get(Number(marker.entryId)) ?? []);
  return { items, nextCursor: markers.nextCursor };
}

/**
 * Access pattern: the payable transactions now in a payment file (the PAYABLEENTRIES markers, then
 * their payment by key): their ids by the file that pays them. A handful at any time.
 */
export async function entriesInPayment(): Promise<Map<string, Set<number>>> {
  const markers = await queryAll({
    TableName: TABLE(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': PAYABLE_ENTRIES_PARTITION },
  });
  const ids = markers.map((marker) => Number(marker.entryId));
  const items =
    ids.length > 0 ? await batchGetAll(TABLE(), ids.map(entryKey), { attributes: ['id', 'payment'] }) : [];
  const byFile = new Map<string, Set<number>>();
  for (const item of items) {
    const parsed = inPaymentSchema.safeParse(item);
    if (!parsed.success) continue;
    const entries = byFile.get(parsed.data.payment.fileId) ?? new Set<number>();
    entries.add(parsed.data.id);
    byFile.set(parsed.data.payment.fileId, entries);
  }
  return byFile;
}

// ---- bank lines -----------------------------------------------------------------------------------

export const bankLineRecordSchema = z.object({
  bankAccountId: z.number().int(),
  statementId: z.string(),
  reference: z.string(),
  date: z.string(),
  amountCents: z.number().int(),
  counterpartyName: z.string().nullable(),
  counterpartyIban: z.string().nullable(),
  communication: z.string().nullable(),
  structuredCommunication: z.string().nullable(),
  endToEndId: z.string().nullable(),
  state: z.enum(['unmatched', 'matched', 'booked']),
  entryId: z.number().int().nullable(),
  paymentFileId: z.string().nullable(),
  importedAt: z.string(),
});
export type BankLineRecord = z.infer<typeof bankLineRecordSchema>;

const lineKeyOf = (line: Pick<BankLineRecord, 'bankAccountId' | 'statementId' | 'reference'>) =>
  bankLineKey(line.bankAccountId, line.statementId, line.reference);
const parseLine = (item: Item) => parseItem(bankLineRecordSchema, item, 'bank line');

/** Which of these lines are stored already (a statement imported again). */
export async function existingLineKeys(
  lines: readonly Pick<BankLineRecord, 'bankAccountId' | 'statementId' | 'reference'>[],
): Promise<Set<string>> {
  const items = await batchGetAll(TABLE(), lines.map(lineKeyOf), {
    attributes: ['sk'],
    consistentRead: true,
  });
  return new Set(items.map((item) => String(item.sk)));
}

/**
 * Stores new lines with the unmatched markers of those still to handle. Each put is conditional on
 * nothing being there in spirit: the caller left out the lines it found, and a line written twice by
 * two imports at once is the same line.
 */
export async function putBankLines(lines: readonly BankLineRecord[]): Promise<void> {
  const puts: Item[] = [];
  for (const line of lines) {
    const key = lineKeyOf(line);
    puts.push({ ...key, ...line });
    if (line.state === 'unmatched') puts.push({ ...unmatchedKey(line.bankAccountId, key.sk) });
  }
  await batchWriteAll(TABLE(), { puts }, { concurrency: 4 });
}

export async function getBankLine(bankAccountId: number, sortKey: string): Promise<BankLineRecord | null> {
  const result = await dynamo.send(
    new GetCommand({ TableName: TABLE(), Key: { pk: bankLinesPartition(bankAccountId), sk: sortKey } }),
  );
  return result.Item ? parseLine(result.Item) : null;
}

/** Access pattern: the lines of an account still to handle (UNMATCHED#<accountId>), a page at a time. */
export async function listUnmatchedLinesPage(
  bankAccountId: number,
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<BankLineRecord>> {
  const partition = unmatchedPartition(bankAccountId);
  const markers = await queryPage(
    {
      TableName: TABLE(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': partition },
    },
    page,
    { table: 'accounting', partition },
  );
  const keys = markers.items.map((marker) => ({
    pk: bankLinesPartition(bankAccountId),
    sk: String(marker.sk),
  }));
  const lines = (await batchGetAll(TABLE(), keys)).map(parseLine);
  lines.sort((a, b) => b.date.localeCompare(a.date) || a.reference.localeCompare(b.reference));
  return { items: lines, nextCursor: markers.nextCursor };
}

/** Access pattern: every line of an account (BANKLINES#<accountId>), by statement and reference, a page at a time. */
export async function listLinesPage(
  bankAccountId: number,
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<BankLineRecord>> {
  const partition = bankLinesPartition(bankAccountId);
  const result = await queryPage(
    {
      TableName: TABLE(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: false,
    },
    page,
    { table: 'accounting', partition },
  );
  return { items: result.items.map(parseLine), nextCursor: result.nextCursor };
}

/** A line handled (matched or booked), on the state read: its marker goes. */
export function lineHandledWrites(previous: BankLineRecord, next: BankLineRecord): TransactionItem[] {
  const key = lineKeyOf(previous);
  return [
    {
      Put: {
        TableName: TABLE(),
        Item: { ...key, ...next },
        ConditionExpression: '#state = :unmatched',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':unmatched': 'unmatched' },
      },
    },
    { Delete: { TableName: TABLE(), Key: unmatchedKey(previous.bankAccountId, key.sk) } },
  ];
}

/** A transaction is seen on the bank: the line it matched, set once. */
export const entryReconciledWrite = (entryId: number, lineId: string): TransactionItem => ({
  Update: {
    TableName: TABLE(),
    Key: entryKey(entryId),
    UpdateExpression: 'SET bankLineId = :line',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(bankLineId)',
    ExpressionAttributeValues: { ':line': lineId },
  },
});

// ---- the bank's balance ---------------------------------------------------------------------------

const bankBalanceSchema = z.object({ balanceCents: z.number().int(), date: z.string() });
export type BankBalance = z.infer<typeof bankBalanceSchema>;

export async function getBankBalance(bankAccountId: number): Promise<BankBalance | null> {
  const result = await dynamo.send(
    new GetCommand({ TableName: TABLE(), Key: bankBalanceKey(bankAccountId) }),
  );
  return result.Item ? parseItem(bankBalanceSchema, result.Item, 'bank balance') : null;
}

/** The closing balance of a statement, kept when it is not older than the one stored. */
export async function setBankBalance(bankAccountId: number, balance: BankBalance): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: TABLE(),
        Key: bankBalanceKey(bankAccountId),
        UpdateExpression: 'SET balanceCents = :cents, #date = :date',
        ConditionExpression: 'attribute_not_exists(#date) OR #date <= :date',
        ExpressionAttributeNames: { '#date': 'date' },
        ExpressionAttributeValues: { ':cents': balance.balanceCents, ':date': balance.date },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}

// ---- what a line may match ------------------------------------------------------------------------

const candidateSchema = entryRecordSchema.pick({
  id: true,
  type: true,
  amountCents: true,
  date: true,
  description: true,
  status: true,
  declarationId: true,
  bankAccountId: true,
  bankLineId: true,
});
const CANDIDATE_ATTRIBUTES = Object.keys(candidateSchema.shape);
export type EntryCandidateRecord = Pick<EntryRecord, keyof typeof candidateSchema.shape>;

/**
 * Access pattern: the transactions dated in a period not yet seen on the bank (byDate, a key range
 * on the date; reconciled and rejected ones left out by a filter), only the fields matching needs.
 */
export async function listOpenEntriesBetween(from: string, to: string): Promise<EntryCandidateRecord[]> {
  const items = await queryAll({
    TableName: TABLE(),
    IndexName: ACCOUNTING_INDEXES.byDate,
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
    FilterExpression: 'attribute_not_exists(bankLineId) AND #status <> :rejected',
    ProjectionExpression: CANDIDATE_ATTRIBUTES.map((name) => `#${name}`).join(', '),
    ExpressionAttributeNames: {
      ...Object.fromEntries(CANDIDATE_ATTRIBUTES.map((name) => [`#${name}`, name])),
      '#status': 'status',
    },
    ExpressionAttributeValues: {
      ':pk': ENTRIES_PARTITION,
      ':from': from,
      // '~' sorts after '#', so every id of the last day is inside the range.
      ':to': `${to}~`,
      ':rejected': 'rejected',
    },
  });
  return items.map((item) => parseItem(candidateSchema, item, 'accounting entry'));
}

/** Access pattern: transactions by id (ENTRY#<id> / ENTRY), only the fields matching needs. */
export async function getEntryCandidates(ids: readonly number[]): Promise<EntryCandidateRecord[]> {
  const items = await batchGetAll(TABLE(), [...new Set(ids)].map(entryKey), {
    attributes: CANDIDATE_ATTRIBUTES,
    consistentRead: true,
  });
  return items.map((item) => parseItem(candidateSchema, item, 'accounting entry'));
}

/**
 * Access pattern: the declarations now in a payment file and not yet paid (byStatus, STATUS#approved,
 * the others left out by a filter): their ids by the file that pays them. A handful at any time.
 */
export async function declarationsInPayment(): Promise<Map<string, Set<number>>> {
  const items = await queryAll({
    TableName: tableName('declarations'),
    IndexName: DECLARATION_INDEXES.byStatus,
    KeyConditionExpression: 'gsi2pk = :pk',
    FilterExpression: '#payment.#state = :inPayment',
    ProjectionExpression: '#id, #payment',
    ExpressionAttributeNames: { '#id': 'id', '#payment': 'payment', '#state': 'state' },
    ExpressionAttributeValues: {
      ':pk': declarationPartitions.status('approved'),
      ':inPayment': 'in_betaling',
    },
  });
  const byFile = new Map<string, Set<number>>();
  for (const item of items) {
    const parsed = inPaymentSchema.safeParse(item);
    if (!parsed.success) continue;
    const ids = byFile.get(parsed.data.payment.fileId) ?? new Set<number>();
    ids.add(parsed.data.id);
    byFile.set(parsed.data.payment.fileId, ids);
  }
  return byFile;
}
const inPaymentSchema = z.object({ id: z.number().int(), payment: z.object({ fileId: z.string() }) });
