import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../commons/dynamo';
import { type FamilyRecord, familyRecordSchema } from './families';
import { ACCOUNTING_INDEXES, ENTRIES_PARTITION } from './keys/accounting';
import { DECLARATION_INDEXES, declarationPartitions } from './keys/declarations';
import { FAMILY_INDEXES, familyPartitions } from './keys/families';
import { batchWriteAll, type Page, parseItem, queryAll, queryPage, tableName, ttlFrom } from './table';

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
 * Access pattern: the dates ('yyyy-mm-dd') of every transaction and every declaration dated before
 * `before` (a 'yyyy' or 'yyyy-mm-dd' key bound), each table's byDate index as a key range on its one
 * partition, index keys only: the retention check counts them per year, never a scan.
 */
export async function listBookkeepingDatesBefore(
  before: string,
): Promise<{ entries: string[]; declarations: string[] }> {
  const [entries, declarations] = await Promise.all([
    queryAll({
      TableName: tableName('accounting'),
      IndexName: ACCOUNTING_INDEXES.byDate,
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk < :before',
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

export async function deleteRetentionItem(kind: string, id: number): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: TABLE(), Key: itemKey(kind, id) }));
}
