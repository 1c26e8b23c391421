import { driveMessages } from '../../../shared/messages/drive';
import { canDeleteDocument } from '../../../shared/policies/drive';
import { AppError, conflict } from '../../domain/errors';
import { deleteDocumentRecord } from '../../repositories/drive';
import { deleteObject } from '../../storage/objects';
import type { Actor } from '../auth/sessions';
import { visibleDocument } from './document-access';
import { recordDriveActivity } from './drive-activity';

const m = driveMessages.drive;

/** An admin or the uploader deletes a visible document: its record and counters first, then its file. */
export async function deleteDocument(actor: Actor, id: number, now: Date) {
  const { document } = await visibleDocument(actor, id);
  if (!canDeleteDocument(actor, document)) throw new AppError('FORBIDDEN', m.notDocumentDeleter);
  if (!(await deleteDocumentRecord(document))) throw conflict();
  await deleteObject(document.bucket, document.key);
  await recordDriveActivity({
    kind: 'document-deleted',
    message: (name) => m.activityDocumentDeleted(name, document.name),
    actor,
    folderId: document.folderId,
    now,
  });
  return { message: m.documentDeleted };
}
