import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { SYSTEM_TEMPLATE_IDS, type SystemTemplateId } from '../../shared/constants';
import { dynamo } from '../commons/dynamo';
import { SYSTEM_TEMPLATES_PARTITION, systemTemplateKey } from './keys/mail';
import { batchGetAll, parseItem, queryAll, tableName } from './table';

/**
 * The edited wording of the portal's own mails, in the mail table: apart from the mail repository
 * (repositories/email.ts re-exports it), so every route that sends such a mail reads it without
 * loading the e-mail schemas.
 */
const TABLE = () => tableName('mail');

const storedSystemTemplate = z.object({
  id: z.enum(SYSTEM_TEMPLATE_IDS),
  subject: z.string(),
  content: z.string(),
  updatedAt: z.string(),
});
export type StoredSystemTemplate = z.infer<typeof storedSystemTemplate>;

/** The edited wording of the portal's own mails (a mail never edited has no item). */
export async function listSystemTemplateEdits(): Promise<StoredSystemTemplate[]> {
  const items = await queryAll({
    TableName: TABLE(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': SYSTEM_TEMPLATES_PARTITION },
  });
  return items.map((item) => parseItem(storedSystemTemplate, item, 'system template'));
}

export async function getSystemTemplateEdit(id: SystemTemplateId): Promise<StoredSystemTemplate | null> {
  const items = await batchGetAll(TABLE(), [systemTemplateKey(id)]);
  return items[0] ? parseItem(storedSystemTemplate, items[0], 'system template') : null;
}

export async function putSystemTemplateEdit(edit: StoredSystemTemplate): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: TABLE(), Item: { ...systemTemplateKey(edit.id), ...edit } }));
}
