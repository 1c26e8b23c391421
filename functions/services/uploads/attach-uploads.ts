import { uploadMessages } from '../../../shared/messages/uploads';
import type { UploadPurpose } from '../../../shared/uploads';
import { conflict, notFound, validationError } from '../../domain/errors';
import {
  type AttachmentWrite,
  attachmentWrite,
  getUpload,
  type UploadRecord,
} from '../../repositories/uploads';
import type { Actor } from '../auth/sessions';

// Attaching only reads the upload's record and prepares its write: no S3 client here, so the routes
// that attach a file (a declaration's receipt) do not load it at cold start. Presigning and checking the stored
// object live in upload-files.ts and confirm-upload.ts.

const m = uploadMessages.uploads;

/** An upload of this caller; anyone else's answers 404, as if it did not exist. */
export async function ownUpload(actor: Actor, id: string): Promise<UploadRecord> {
  const upload = await getUpload(id);
  if (!upload || upload.ownerId !== actor.id) throw notFound(m.notFound);
  return upload;
}

/** Refuses, before anything is written, an upload that could not be attached now. */
export async function assertAttachable(actor: Actor, id: string, purpose: UploadPurpose) {
  const upload = await ownUpload(actor, id);
  if (upload.purpose !== purpose) throw notFound(m.notFound);
  if (upload.status === 'attached') throw conflict(m.alreadyAttached);
  if (upload.status !== 'confirmed') throw validationError(m.notConfirmed);
}

/** A receipt to attach in the same transaction as the item it belongs to; `write` is null when it already is. */
export type PreparedAttachment = { upload: UploadRecord; write: AttachmentWrite | null };

/**
 * Checks that a confirmed upload of the caller may be tied to what it belongs to (e.g.
 * `declaration#12`) and returns the write that does it. Nothing is written here: the caller puts
 * the write in its own transaction, so a save that fails leaves the upload attachable.
 */
export async function prepareAttachment(
  actor: Actor,
  id: string,
  purpose: UploadPurpose,
  attachTo: string,
): Promise<PreparedAttachment> {
  const upload = await ownUpload(actor, id);
  if (upload.purpose !== purpose) throw notFound(m.notFound);
  if (upload.status === 'attached') {
    if (upload.attachedTo === attachTo) return { upload, write: null };
    throw conflict(m.alreadyAttached);
  }
  if (upload.status !== 'confirmed') throw validationError(m.notConfirmed);
  return {
    upload: { ...upload, status: 'attached', attachedTo: attachTo, version: upload.version + 1 },
    write: attachmentWrite(upload, attachTo),
  };
}
