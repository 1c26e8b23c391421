import { randomUUID } from 'node:crypto';
import { backupMessages } from '../../../shared/messages/backup';
import type { BackupJob, StartBackupBody } from '../../../shared/schemas/backup';
import { conflict, notFound } from '../../domain/errors';
import {
  type BackupJobRecord,
  getBackupJob,
  listBackupJobs,
  putBackupJob,
} from '../../repositories/backup-jobs';
import { bucketName } from '../../storage/buckets';
import { presignDownload } from '../../storage/presign';
import { enqueue } from '../../workers/queue';
import { recordAudit } from '../audit/record-audit';
import { encryptField, loadFieldEncryptionKey } from '../crypto/field-encryption';

const m = backupMessages.backup;

/** Who asked for a backup; null for the daily backup of the schedule. */
export type BackupRequester = { id: number; username: string } | null;

/**
 * Records a backup job and hands it to the backup worker. An encryption passphrase travels only
 * field-encrypted in the job record, and the worker removes it when the job ends.
 */
export async function startBackup(
  requester: BackupRequester,
  options: StartBackupBody,
  now: Date = new Date(),
): Promise<{ jobId: string }> {
  const id = randomUUID();
  let passphraseEncrypted: string | undefined;
  if (options.passphrase !== undefined) {
    await loadFieldEncryptionKey();
    passphraseEncrypted = encryptField(options.passphrase);
  }
  const job: BackupJobRecord = {
    id,
    status: 'queued',
    done: 0,
    total: 0,
    withFiles: options.withFiles,
    encrypted: options.passphrase !== undefined,
    automatic: requester === null,
    createdAt: now.toISOString(),
    createdBy: requester ? { id: requester.id, name: requester.username } : null,
    finishedAt: null,
    fileName: null,
    size: null,
    totals: null,
    key: null,
    ...(passphraseEncrypted ? { passphraseEncrypted } : {}),
  };
  await putBackupJob(job);
  await enqueue('backup', { jobId: id });
  // Backups have uuids; the audit trail's numeric target id is 0 and the job id is named instead.
  await recordAudit({
    action: 'backup-created',
    actor: requester,
    target: { type: 'backup', id: 0, userId: null, name: id },
    changes: [
      { field: 'withFiles', treatment: 'value', before: null, after: String(options.withFiles) },
      { field: 'encrypted', treatment: 'value', before: null, after: String(job.encrypted) },
    ],
    now,
  });
  return { jobId: id };
}

const toApi = ({ id, key: _key, passphraseEncrypted: _secret, ...job }: BackupJobRecord): BackupJob => ({
  jobId: id,
  ...job,
});

/** A backup's progress, and once it is done its file name and size. */
export async function getBackup(id: string): Promise<BackupJob> {
  const job = await getBackupJob(id);
  if (!job) throw notFound(m.jobNotFound);
  return toApi(job);
}

/**
 * A short-lived link to download a finished backup. The file holds every record of the association,
 * so each link handed out is in the audit trail, naming who asked for it.
 */
export async function downloadBackup(
  actor: { id: number; username: string },
  id: string,
  now: Date = new Date(),
) {
  const job = await getBackupJob(id);
  if (!job) throw notFound(m.jobNotFound);
  if (job.status !== 'done' || !job.key || !job.fileName) throw conflict(m.backupNotReady);
  const link = await presignDownload(bucketName('backups'), job.key, job.fileName);
  await recordAudit({
    action: 'backup-downloaded',
    actor,
    target: { type: 'backup', id: 0, userId: null, name: job.fileName },
    changes: [{ field: 'jobId', treatment: 'value', before: null, after: job.id }],
    now,
  });
  return { url: link.url, fileName: job.fileName };
}

export async function listBackups(page: { limit: number; cursor?: string | undefined }) {
  const result = await listBackupJobs(page);
  return { items: result.items.map(toApi), nextCursor: result.nextCursor };
}
