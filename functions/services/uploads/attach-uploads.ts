import { uploadMessages } from '../../../shared/messages/uploads';
import type { UploadPurpose } from '../../../shared/uploads';
import { conflict, notFound, validationError } from '../../domain/errors';
import { advanceUpload, getUpload, type UploadRecord } from '../../repositories/uploads';
import type { Actor } from '../auth/sessions';

// Attaching only reads and advances the upload's record: no S3 client here, so the routes that attach
// a file (a declaration's receipt) do not load it at cold start. Presigning and checking the stored
// object live in upload-files.ts.

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

/**
 * Ties a confirmed upload of the caller to what it belongs to (e.g. `declaration#12`). The version
 * condition makes sure one file is never attached twice.
 */
export async function attachUpload(actor: Actor, id: string, purpose: UploadPurpose, attachTo: string) {
  const upload = await ownUpload(actor, id);
  if (upload.purpose !== purpose) throw notFound(m.notFound);
  if (upload.status === 'attached') {
    if (upload.attachedTo === attachTo) return upload;
    throw conflict(m.alreadyAttached);
  }
  if (upload.status !== 'confirmed') throw validationError(m.notConfirmed);
  const attached = await advanceUpload(upload, { status: 'attached', attachedTo: attachTo });
  if (!attached) throw conflict(m.alreadyAttached);
  return attached;
}
