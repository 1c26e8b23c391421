import { randomUUID } from 'node:crypto';
import { backupMessages } from '../../../shared/messages/backup';
import { BACKUP_CONTENT_TYPES, type RestoreBody, type RestoreJob } from '../../../shared/schemas/backup';
import { notFound, validationError } from '../../domain/errors';
import { getRestoreJob, putRestoreJob, type RestoreJobRecord } from '../../repositories/backup-jobs';
import { readObjectStart } from '../../storage/objects';
import { enqueue } from '../../workers/queue';
import type { Actor } from '../auth/sessions';
import { encryptField, loadFieldEncryptionKey } from '../crypto/field-encryption';
import { ownUpload } from '../uploads/attach-uploads';
import { ENCRYPTION_HEADER_BYTES, isEncryptedBackup, passphraseOpens } from './encryption';

const m = backupMessages.backup;
const RESTORE_TYPES: readonly string[] = Object.values(BACKUP_CONTENT_TYPES);

/**
 * Starts a dry run (`validate`) or a restore of an uploaded backup. What can be told from the upload
 * and the file's first bytes is refused at once: a file that is not a confirmed restore upload, an
 * unknown type, an encrypted backup without its passphrase or with a wrong one. The rest (shape and
 * every record) is the worker's.
 */
export async function startRestore(
  actor: Actor,
  body: RestoreBody,
  mode: RestoreJob['mode'],
  now: Date = new Date(),
): Promise<{ jobId: string }> {
  const upload = await ownUpload(actor, body.uploadId);
  if (upload.purpose !== 'restore' || upload.status === 'pending')
    throw validationError(m.selectJsonFile, [{ path: 'uploadId', message: m.selectJsonFile }]);
  const contentType = upload.contentType ?? upload.declaredType;
  if (!RESTORE_TYPES.includes(contentType))
    throw validationError(m.invalidFile, [{ path: 'uploadId', message: m.invalidFile }]);
  const start = await readObjectStart(upload.bucket, upload.key, ENCRYPTION_HEADER_BYTES);
  const encrypted = isEncryptedBackup(start);
  if (contentType === BACKUP_CONTENT_TYPES.encrypted && !encrypted)
    throw validationError(m.invalidFile, [{ path: 'uploadId', message: m.invalidFile }]);
  if (encrypted && body.passphrase === undefined)
    throw validationError(m.passphraseRequired, [{ path: 'passphrase', message: m.passphraseRequired }]);
  if (encrypted && body.passphrase !== undefined && !(await passphraseOpens(start, body.passphrase)))
    throw validationError(m.wrongPassphrase, [{ path: 'passphrase', message: m.wrongPassphrase }]);

  let passphraseEncrypted: string | undefined;
  if (encrypted && body.passphrase !== undefined) {
    await loadFieldEncryptionKey();
    passphraseEncrypted = encryptField(body.passphrase);
  }
  const id = randomUUID();
  const job: RestoreJobRecord = {
    id,
    mode,
    status: 'queued',
    done: 0,
    total: 0,
    createdAt: now.toISOString(),
    finishedAt: null,
    exportDate: null,
    entities: [],
    problems: [],
    problemCount: 0,
    rrnSkipped: 0,
    usersPending: 0,
    usersSkipped: 0,
    userClashes: [],
    skippedUsers: [],
    files: null,
    roleChanges: [],
    fromThisInstallation: null,
    signedKept: 0,
    acceptedRoleChanges: mode === 'restore' ? (body.acceptedRoleChanges ?? []) : [],
    acceptForeignFile: mode === 'restore' && body.acceptForeignFile === true,
    createdBy: actor.id,
    createdByName: actor.username,
    fileName: upload.fileName,
    bucket: upload.bucket,
    key: upload.key,
    contentType,
    ...(passphraseEncrypted ? { passphraseEncrypted } : {}),
  };
  await putRestoreJob(job);
  await enqueue('restore', { jobId: id });
  return { jobId: id };
}

export async function getRestore(id: string): Promise<RestoreJob> {
  const job = await getRestoreJob(id);
  if (!job) throw notFound(m.jobNotFound);
  const {
    id: jobId,
    createdBy: _createdBy,
    createdByName: _createdByName,
    fileName: _fileName,
    bucket: _bucket,
    key: _key,
    contentType: _type,
    passphraseEncrypted: _secret,
    acceptedRoleChanges: _accepted,
    acceptForeignFile: _foreign,
    ...rest
  } = job;
  return { jobId, ...rest };
}
