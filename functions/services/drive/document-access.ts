import { driveMessages } from '../../../shared/messages/drive';
import { canDeleteDocument } from '../../../shared/policies/drive';
import type { DriveDocument } from '../../../shared/schemas/drive';
import { notFound } from '../../domain/errors';
import { type DocumentRecord, getDocument, getFolder } from '../../repositories/drive';
import type { Actor } from '../auth/sessions';
import { visiblePath } from './folder-access';

const m = driveMessages.drive;

/** A document in a folder the caller sees; any other answers 404, as if it did not exist. */
export async function visibleDocument(actor: Actor, id: number) {
  const document = await getDocument(id);
  const folder = document ? await getFolder(document.folderId) : null;
  const path = folder ? await visiblePath(actor, folder) : null;
  if (!document || !folder || !path) throw notFound(m.documentNotFound);
  return { document, folder, path };
}

export const presentDocument = (actor: Actor, document: DocumentRecord): DriveDocument => ({
  id: document.id,
  name: document.name,
  fileSize: document.fileSize,
  contentType: document.contentType,
  uploadedBy: document.uploadedBy,
  description: document.description,
  createdAt: document.createdAt,
  folderId: document.folderId,
  canDelete: canDeleteDocument(actor, document),
});
