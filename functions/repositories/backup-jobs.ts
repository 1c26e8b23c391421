import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { acceptedRoleChangeSchema, backupJobSchema, restoreJobSchema } from '../../shared/schemas/backup';
import { dynamo } from '../commons/dynamo';
import { type Page, parseItem, queryPage, tableName, ttlFrom } from './table';

const TABLE = () => tableName('backups');
/** Backup files are removed by the bucket's lifecycle rule after 30 days; their jobs go with them. */
export const BACKUP_RETENTION_DAYS = 30;
const LIST_PARTITION = 'BACKUPS';

const backupKey = (id: string) => ({ pk: `BACKUP#${id}`, sk: 'JOB' });
const restoreKey = (id: string) => ({ pk: `RESTORE#${id}`, sk: 'JOB' });

export const backupJobRecordSchema = backupJobSchema.omit({ jobId: true }).extend({
  id: z.string(),
  /** Where the file is in the backups bucket, once written. */
  key: z.string().nullable(),
  /** The passphrase of an encrypted backup, field-encrypted, removed when the job ends. */
  passphraseEncrypted: z.string().optional(),
});
export type BackupJobRecord = z.infer<typeof backupJobRecordSchema>;

export const restoreJobRecordSchema = restoreJobSchema.omit({ jobId: true }).extend({
  id: z.string(),
  createdBy: z.number().int(),
  createdByName: z.string(),
  fileName: z.string(),
  bucket: z.string(),
  key: z.string(),
  contentType: z.string(),
  passphraseEncrypted: z.string().optional(),
  /** A restore's request: the role changes the admin accepted, and whether a foreign file was confirmed. */
  acceptedRoleChanges: z.array(acceptedRoleChangeSchema).default([]),
  acceptForeignFile: z.boolean().default(false),
});
export type RestoreJobRecord = z.infer<typeof restoreJobRecordSchema>;

const expiryOf = (createdAt: string) =>
  ttlFrom(new Date(new Date(createdAt).getTime() + BACKUP_RETENTION_DAYS * 86_400_000));

export async function putBackupJob(job: BackupJobRecord): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: TABLE(),
      Item: {
        ...backupKey(job.id),
        gsi1pk: LIST_PARTITION,
        gsi1sk: `${job.createdAt}#${job.id}`,
        ...job,
        ttl: expiryOf(job.createdAt),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getBackupJob(id: string): Promise<BackupJobRecord | null> {
  const result = await dynamo.send(new GetCommand({ TableName: TABLE(), Key: backupKey(id) }));
  return result.Item ? parseItem(backupJobRecordSchema, result.Item, 'backup job') : null;
}

/** Recent backups newest first (gsi1pk = BACKUPS, by createdAt). */
export async function listBackupJobs(page: { limit: number; cursor?: string | undefined }) {
  const result: Page<Record<string, unknown>> = await queryPage(
    {
      TableName: TABLE(),
      IndexName: 'byCreatedAt',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': LIST_PARTITION },
      ScanIndexForward: false,
    },
    page,
    { table: 'backups', index: 'byCreatedAt', partition: LIST_PARTITION },
  );
  return {
    items: result.items.map((item) => parseItem(backupJobRecordSchema, item, 'backup job')),
    nextCursor: result.nextCursor,
  };
}

export async function putRestoreJob(job: RestoreJobRecord): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: TABLE(),
      Item: { ...restoreKey(job.id), ...job, ttl: expiryOf(job.createdAt) },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getRestoreJob(id: string): Promise<RestoreJobRecord | null> {
  const result = await dynamo.send(new GetCommand({ TableName: TABLE(), Key: restoreKey(id) }));
  return result.Item ? parseItem(restoreJobRecordSchema, result.Item, 'restore job') : null;
}

/** Sets the given fields of a job; `forgetPassphrase` removes its encrypted passphrase (the job has ended). */
async function updateJob(
  key: { pk: string; sk: string },
  fields: Record<string, unknown>,
  forgetPassphrase: boolean,
): Promise<void> {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  const set = entries.map((_entry, index) => `#f${index} = :v${index}`);
  const expression = [
    set.length > 0 ? `SET ${set.join(', ')}` : '',
    forgetPassphrase ? 'REMOVE passphraseEncrypted' : '',
  ]
    .filter(Boolean)
    .join(' ');
  if (!expression) return;
  await dynamo.send(
    new UpdateCommand({
      TableName: TABLE(),
      Key: key,
      UpdateExpression: expression,
      ConditionExpression: 'attribute_exists(pk)',
      ...(entries.length > 0
        ? {
            ExpressionAttributeNames: Object.fromEntries(
              entries.map(([name], index) => [`#f${index}`, name]),
            ),
            ExpressionAttributeValues: Object.fromEntries(
              entries.map(([, value], index) => [`:v${index}`, value]),
            ),
          }
        : {}),
    }),
  );
}

export const updateBackupJob = (id: string, fields: Partial<BackupJobRecord>, forgetPassphrase = false) =>
  updateJob(backupKey(id), fields, forgetPassphrase);

export const updateRestoreJob = (id: string, fields: Partial<RestoreJobRecord>, forgetPassphrase = false) =>
  updateJob(restoreKey(id), fields, forgetPassphrase);

/**
 * The restore that wrote records and has not yet recounted the counters kept on write (recount.ts)
 * names itself here: a run that stops in between leaves it, and the next restore recounts even when
 * it finds nothing left to write. Not a job: no list partition, no expiry.
 */
const recountPendingKey = { pk: 'RESTORE', sk: 'RECOUNT-PENDING' } as const;

export async function markRecountPending(jobId: string, at: string): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: TABLE(), Item: { ...recountPendingKey, jobId, at } }));
}

export async function isRecountPending(): Promise<boolean> {
  const result = await dynamo.send(
    new GetCommand({ TableName: TABLE(), Key: recountPendingKey, ConsistentRead: true }),
  );
  return result.Item !== undefined;
}

export async function clearRecountPending(): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: TABLE(), Key: recountPendingKey }));
}
