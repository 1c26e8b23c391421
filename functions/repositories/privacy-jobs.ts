import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { privacyJobSchema } from '../../shared/schemas/privacy';
import { dynamo } from '../commons/dynamo';
import { BACKUP_RETENTION_DAYS } from './backup-jobs';
import { parseItem, tableName, ttlFrom } from './table';

/**
 * Privacy jobs (PRIVACY#<uuid> / JOB) live in the backups table beside the backup and restore jobs:
 * read by their id only, and gone after 30 days like a person's copy in the backups bucket.
 */
const TABLE = () => tableName('backups');
const jobKey = (id: string) => ({ pk: `PRIVACY#${id}`, sk: 'JOB' });

export const privacyJobRecordSchema = privacyJobSchema.omit({ jobId: true }).extend({
  id: z.string(),
  /** Where a person's copy is in the backups bucket, once written. */
  key: z.string().nullable(),
  /** What names the subject (SubjectFacts without the subject), kept only while the job runs. */
  facts: z
    .object({
      displayName: z.string(),
      names: z.array(z.string()),
      emails: z.array(z.string()),
      pseudonym: z.string(),
    })
    .nullable(),
});
export type PrivacyJobRecord = z.infer<typeof privacyJobRecordSchema>;

export async function putPrivacyJob(job: PrivacyJobRecord): Promise<void> {
  const expiresAt = new Date(new Date(job.createdAt).getTime() + BACKUP_RETENTION_DAYS * 86_400_000);
  await dynamo.send(
    new PutCommand({
      TableName: TABLE(),
      Item: { ...jobKey(job.id), ...job, ttl: ttlFrom(expiresAt) },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getPrivacyJob(id: string): Promise<PrivacyJobRecord | null> {
  const result = await dynamo.send(new GetCommand({ TableName: TABLE(), Key: jobKey(id) }));
  return result.Item ? parseItem(privacyJobRecordSchema, result.Item, 'privacy job') : null;
}

export async function updatePrivacyJob(id: string, fields: Partial<PrivacyJobRecord>): Promise<void> {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return;
  await dynamo.send(
    new UpdateCommand({
      TableName: TABLE(),
      Key: jobKey(id),
      UpdateExpression: `SET ${entries.map((_entry, index) => `#f${index} = :v${index}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], index) => [`#f${index}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], index) => [`:v${index}`, value])),
    }),
  );
}
