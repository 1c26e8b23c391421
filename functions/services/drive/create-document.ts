import { driveMessages } from '../../../shared/messages/drive';
import { canUploadTo } from '../../../shared/policies/drive';
import type { CreateDocumentBody } from '../../../shared/schemas/drive';
import { AppError, conflict, notFound, validationError } from '../../domain/errors';
import {
  type DocumentRecord,
  getFolder,
  getUsage,
  insertDocument,
  nextDocumentId,
} from '../../repositories/drive';
import type { Actor } from '../auth/sessions';
import { assertAttachable, prepareAttachment } from '../uploads/attach-uploads';
import { presentDocument } from './document-access';
import { recordDriveActivity } from './drive-activity';
import { visibleFolder } from './folder-access';
import { driveQuotaBytes } from './storage';

const m = driveMessages.drive;
const PURPOSE = 'drive-document';

/**
 * Files a confirmed drive upload of the caller in a visible folder where they may upload. The
 * document, the claim on the upload and the usage counters are one transaction, conditional on the
 * folder still being active and the quota not being exceeded.
 */
export async function createDocument(actor: Actor, body: CreateDocumentBody, now: Date) {
  const { folder } = await visibleFolder(actor, body.folderId);
  if (!canUploadTo(actor, folder)) throw new AppError('FORBIDDEN', m.uploadNotAllowed);
  await assertAttachable(actor, body.uploadId, PURPOSE);
  const id = await nextDocumentId();
  const { upload, write } = await prepareAttachment(actor, body.uploadId, PURPOSE, `document#${id}`);
  if (!write || upload.size === null || upload.contentType === null) throw conflict();
  const [usage, quotaBytes] = await Promise.all([getUsage(), driveQuotaBytes()]);
  if (usage.usedBytes + upload.size > quotaBytes) throw validationError(m.quotaExceeded);
  const document: DocumentRecord = {
    id,
    folderId: folder.id,
    name: upload.fileName,
    fileSize: upload.size,
    contentType: upload.contentType,
    uploadedBy: actor.id,
    description: body.description,
    uploadId: upload.id,
    bucket: upload.bucket,
    key: upload.key,
    createdAt: now.toISOString(),
    version: 1,
  };
  if (!(await insertDocument(document, write, quotaBytes))) {
    // Tell the caller which condition failed: the folder went, the quota filled, or a concurrent save.
    if ((await getFolder(folder.id))?.status !== 'active') throw notFound(m.folderNotFound);
    if ((await getUsage()).usedBytes + upload.size > quotaBytes) throw validationError(m.quotaExceeded);
    throw conflict();
  }
  await recordDriveActivity({
    kind: 'document-uploaded',
    message: (name) => m.activityDocumentUploaded(name, document.name),
    actor,
    folderId: folder.id,
    now,
  });
  return presentDocument(actor, document);
}
