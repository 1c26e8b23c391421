/**
 * The bank side of the books (issue 34): payment files, imported bank lines and the bank's balance of
 * each account, all in the accounting table (keys/bank.ts). Through the toolkit only.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../commons/dynamo';
import { type EntryRecord, entryRecordSchema } from './accounting';
import { ACCOUNTING_INDEXES, ENTRIES_PARTITION, entryKey } from './keys/accounting';
import {
  bankBalanceKey,
  bankLineKey,
  bankLinesPartition,
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
  queryAll,
  queryPage,
  type TransactionItem,
  tableName,
} from './table';

const TABLE = tableName('accounting');

export const paymentRecordSchema = z.object({
  endToEndId: z.string(),
  userId: z.number().int(),
  name: z.string(),
  iban: z.string(),
  amountCents: z.number().int(),
  declarationIds: z.array(z.number().int()),
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

export const allocatePaymentFileId = async () => `PAY${await nextId(TABLE, 'PAYMENTFILE')}`;

export const paymentFileWrite = (record: PaymentFileRecord): TransactionItem =>
  putNew(TABLE, { ...paymentFileKey(record.fileId), ...record });

export async function getPaymentFiles(fileIds: readonly string[]): Promise<Map<string, PaymentFileRecord>> {
  const items = await batchGetAll(TABLE, [...new Set(fileIds)].map(paymentFileKey));
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
  const items = await batchGetAll(TABLE, lines.map(lineKeyOf), { attributes: ['sk'], consistentRead: true });
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
  await batchWriteAll(TABLE, { puts }, { concurrency: 4 });
}

export async function getBankLine(bankAccountId: number, sortKey: string): Promise<BankLineRecord | null> {
  const result = await dynamo.send(
    new GetCommand({ TableName: TABLE, Key: { pk: bankLinesPartition(bankAccountId), sk: sortKey } }),
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
    { TableName: TABLE, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': partition } },
    page,
    { table: 'accounting', partition },
  );
  const keys = markers.items.map((marker) => ({
    pk: bankLinesPartition(bankAccountId),
    sk: String(marker.sk),
  }));
  const lines = (await batchGetAll(TABLE, keys)).map(parseLine);
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
      TableName: TABLE,
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
        TableName: TABLE,
        Item: { ...key, ...next },
        ConditionExpression: '#state = :unmatched',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':unmatched': 'unmatched' },
      },
    },
    { Delete: { TableName: TABLE, Key: unmatchedKey(previous.bankAccountId, key.sk) } },
  ];
}

/** A transaction is seen on the bank: the line it matched, set once. */
export const entryReconciledWrite = (entryId: number, lineId: string): TransactionItem => ({
  Update: {
    TableName: TABLE,
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
  const result = await dynamo.send(new GetCommand({ TableName: TABLE, Key: bankBalanceKey(bankAccountId) }));
  return result.Item ? parseItem(bankBalanceSchema, result.Item, 'bank balance') : null;
}

/** The closing balance of a statement, kept when it is not older than the one stored. */
export async function setBankBalance(bankAccountId: number, balance: BankBalance): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: TABLE,
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
    TableName: TABLE,
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
  const items = await batchGetAll(TABLE, [...new Set(ids)].map(entryKey), {
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
