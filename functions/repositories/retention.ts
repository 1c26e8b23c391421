import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../commons/dynamo';
import { type FamilyRecord, familyRecordSchema } from './families';
import {
  ACCOUNTING_INDEXES,
  BANK_ACCOUNTS_PARTITION,
  ENTRIES_PARTITION,
  EXPORT_ROWS_PARTITION,
} from './keys/accounting';
import { bankLinesPartition, paymentFileKey } from './keys/bank';
import { DECLARATION_INDEXES, declarationKey, declarationPartitions } from './keys/declarations';
import { uploadRecordKey } from './keys/documents';
import { FAMILY_INDEXES, familyPartitions } from './keys/families';
import { userKey } from './keys/users';
import {
  batchGetAll,
  batchWriteAll,
  type Item,
  type Page,
  parseItem,
  type QueryInput,
  queryAll,
  queryPage,
  queryPages,
  tableName,
  ttlFrom,
  writeConditionally,
} from './table';

/**
 * The retention review list (issue 32 item 3): one item per person whose records passed their
 * retention date (RETENTION / <kind>#<id>) in the backups table, written by the daily check and read
 * by admins; it expires after 30 days, and the next daily check lists again what is still due.
 */
const TABLE = () => tableName('backups');
const PARTITION = 'RETENTION';
const LIST_DAYS = 30;
const itemKey = (kind: string, id: number) => ({ pk: PARTITION, sk: `${kind}#${id}` });

export const retentionItemSchema = z.object({
  subject: z.object({ kind: z.enum(['volunteer', 'family', 'bookkeepingYear']), id: z.number().int() }),
  name: z.string(),
  /** When the period started (a family: its last change while 'afgerond'; a year: its last day). */
  since: z.string(),
  rule: z.string(),
  listedAt: z.string(),
});
export type RetentionItem = z.infer<typeof retentionItemSchema>;

/** Access pattern: every family whose guidance ended (byStatus, gsi2pk = STATUS#afgerond), all pages. */
export async function listEndedFamilies(): Promise<FamilyRecord[]> {
  const items = await queryAll({
    TableName: tableName('families'),
    IndexName: FAMILY_INDEXES.byStatus,
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': familyPartitions.status('afgerond') },
  });
  return items.map((item) => parseItem(familyRecordSchema, item, 'family record'));
}

/**
 * The attribute a transaction (and its export row) carries once the retention of its financial year
 * pseudonymised it: the check no longer counts it, and a second confirmation leaves it alone.
 */
export const PSEUDONYMISED_AT = 'pseudonymisedAt';
const NOT_PSEUDONYMISED = `attribute_not_exists(${PSEUDONYMISED_AT})`;

/**
 * Access pattern: the dates ('yyyy-mm-dd') of every transaction not yet pseudonymised and every
 * declaration dated before `before` (a 'yyyy' or 'yyyy-mm-dd' key bound), each table's byDate index
 * as a key range on its one partition, index keys only: the retention check counts them per year,
 * never a scan.
 */
export async function listBookkeepingDatesBefore(
  before: string,
): Promise<{ entries: string[]; declarations: string[] }> {
  const [entries, declarations] = await Promise.all([
    queryAll({
      TableName: tableName('accounting'),
      IndexName: ACCOUNTING_INDEXES.byDate,
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk < :before',
      FilterExpression: NOT_PSEUDONYMISED,
      ExpressionAttributeValues: { ':pk': ENTRIES_PARTITION, ':before': before },
      ProjectionExpression: 'gsi1sk',
    }),
    queryAll({
      TableName: tableName('declarations'),
      IndexName: DECLARATION_INDEXES.byDate,
      KeyConditionExpression: 'gsi3pk = :pk AND gsi3sk < :before',
      ExpressionAttributeValues: { ':pk': declarationPartitions.all, ':before': before },
      ProjectionExpression: 'gsi3sk',
    }),
  ]);
  return {
    entries: entries.map((item) => String(item.gsi1sk).slice(0, 10)),
    declarations: declarations.map((item) => String(item.gsi3sk).slice(0, 10)),
  };
}

/** Every item a Query answers, page by page (toolkit's queryPages). */
async function everyItem(input: QueryInput): Promise<Item[]> {
  const items: Item[] = [];
  for await (const page of queryPages(input)) items.push(...page);
  return items;
}

/** Sort keys from 'yyyy' up to 'yyyy~' ('~' sorts after every 'yyyy-mm-dd#id'): one year of a date order. */
const yearRange = (year: number) => ({ ':from': String(year), ':to': `${year}~` });

/**
 * What the retention of one financial year works on, each a key range of its date order (never a
 * scan): the year's transactions and their export rows not pseudonymised yet, and its declarations;
 * whole items, as the erasure engine rewrites or deletes them.
 */
export async function readBookkeepingYear(year: number): Promise<{
  entries: Item[];
  exportRows: Item[];
  declarations: Item[];
}> {
  const [entries, exportRows, declarations] = await Promise.all([
    // Access pattern: the year's transactions (byDate, gsi1pk = ENTRIES, gsi1sk within the year).
    everyItem({
      TableName: tableName('accounting'),
      IndexName: ACCOUNTING_INDEXES.byDate,
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
      FilterExpression: NOT_PSEUDONYMISED,
      ExpressionAttributeValues: { ':pk': ENTRIES_PARTITION, ...yearRange(year) },
    }),
    // Access pattern: their export rows (pk = EXPORTROWS, sk within the year).
    everyItem({
      TableName: tableName('accounting'),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      FilterExpression: NOT_PSEUDONYMISED,
      ExpressionAttributeValues: { ':pk': EXPORT_ROWS_PARTITION, ...yearRange(year) },
    }),
    // Access pattern: the year's declarations (byDate, gsi3pk = DECLARATIONS, gsi3sk within the year).
    everyItem({
      TableName: tableName('declarations'),
      IndexName: DECLARATION_INDEXES.byDate,
      KeyConditionExpression: 'gsi3pk = :pk AND gsi3sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': declarationPartitions.all, ...yearRange(year) },
    }),
  ]);
  return { entries, exportRows, declarations };
}

/**
 * Access pattern: the bank lines of one year not yet pseudonymised, whole items: per bank account
 * (BANKACCOUNTS, a handful) a Query of its lines' partition (BANKLINES#<accountId>) filtered on the
 * line's date. A line's key is its statement and reference, not its date, so the filter reads every
 * line of the account once: this runs once a year, when an admin confirms a financial year.
 */
export async function readBankLinesOfYear(year: number): Promise<Item[]> {
  const accounts = await queryAll({
    TableName: tableName('accounting'),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': BANK_ACCOUNTS_PARTITION },
    ProjectionExpression: 'id',
  });
  const perAccount = await Promise.all(
    accounts.map((account) =>
      everyItem({
        TableName: tableName('accounting'),
        KeyConditionExpression: 'pk = :pk',
        FilterExpression: `#date BETWEEN :from AND :to AND ${NOT_PSEUDONYMISED}`,
        ExpressionAttributeNames: { '#date': 'date' },
        ExpressionAttributeValues: { ':pk': bankLinesPartition(Number(account.id)), ...yearRange(year) },
      }),
    ),
  );
  return perAccount.flat();
}

/** Access pattern: payment files by id (PAYMENTFILE#<id> / FILE), as stored, those not pseudonymised yet. */
export const getPaymentFileItems = async (fileIds: readonly string[]) =>
  (await batchGetAll(tableName('accounting'), [...new Set(fileIds)].map(paymentFileKey))).filter(
    (item) => item[PSEUDONYMISED_AT] === undefined,
  );

/** Access pattern: upload records by id (UPLOAD#<id> / UPLOAD): the receipts of declarations. */
export const getUploadItems = (ids: readonly string[]) =>
  batchGetAll(tableName('documents'), [...new Set(ids)].map(uploadRecordKey));

/** Access pattern: declarations by id, as stored (the ones a year's bookings came from). */
export const getDeclarationItems = (ids: readonly number[]) =>
  batchGetAll(tableName('declarations'), [...new Set(ids)].map(declarationKey));

/** Access pattern: user profiles by id, names and e-mail address only (who a year's lines name). */
export const getUserNames = (ids: readonly number[]) =>
  batchGetAll(tableName('users'), [...new Set(ids)].map(userKey), {
    attributes: ['id', 'firstName', 'lastName', 'email'],
  });

export async function putRetentionItems(items: readonly RetentionItem[], now: Date): Promise<void> {
  const ttl = ttlFrom(new Date(now.getTime() + LIST_DAYS * 86_400_000));
  await batchWriteAll(TABLE(), {
    puts: items.map((item) => ({ ...itemKey(item.subject.kind, item.subject.id), ...item, ttl })),
  });
}

/** Access pattern: the review list, a page at a time (pk = RETENTION). */
export async function listRetentionPage(page: {
  limit: number;
  cursor?: string | undefined;
}): Promise<Page<RetentionItem>> {
  const result = await queryPage(
    {
      TableName: TABLE(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': PARTITION },
    },
    page,
    { table: 'backups', partition: PARTITION },
  );
  return {
    items: result.items.map((item) => parseItem(retentionItemSchema, item, 'retention item')),
    nextCursor: result.nextCursor,
  };
}

export async function getRetentionItem(kind: string, id: number): Promise<RetentionItem | null> {
  const result = await dynamo.send(new GetCommand({ TableName: TABLE(), Key: itemKey(kind, id) }));
  return result.Item ? parseItem(retentionItemSchema, result.Item, 'retention item') : null;
}

/**
 * Takes an item off the review list for the confirmation that acts on it: true for the one caller
 * that removed it, false when it was gone already (a second confirmation, or one at the same moment).
 */
export const claimRetentionItem = (kind: string, id: number) =>
  writeConditionally(() =>
    dynamo.send(
      new DeleteCommand({
        TableName: TABLE(),
        Key: itemKey(kind, id),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    ),
  );
