import { uploadMessages } from '../../../shared/messages/uploads';
import { UPLOAD_PURPOSES } from '../../../shared/uploads';
import { afterCommit } from '../../commons/after-commit';
import { type AppError, conflict, validationError } from '../../domain/errors';
import { markUploadConfirmed, putUnclaimedMarker } from '../../repositories/uploads';
import { copyObject, deleteObject, objectSize, readObjectStart } from '../../storage/objects';
import type { Actor } from '../auth/sessions';
import { ownUpload } from './attach-uploads';
import { detectUploadType } from './detect-type';
import { tooLarge, wrongType } from './upload-rules';

const m = uploadMessages.uploads;
/** file-type recognises every format the portal accepts within its first 4100 bytes. */
const SNIFF_BYTES = 4100;

/**
 * Checks the stored object itself — its real size and, from its first bytes, its real type — against
 * the purpose's rules. A refused file is deleted; an accepted one moves out of the pending prefix and
 * is filed among the unclaimed uploads until something attaches it (services/uploads/sweep-unclaimed.ts).
 */
export async function confirmUpload(actor: Actor, id: string, now: Date) {
  const upload = await ownUpload(actor, id);
  if (upload.status !== 'pending') {
    return {
      uploadId: upload.id,
      fileName: upload.fileName,
      size: upload.size ?? 0,
      contentType: upload.contentType ?? '',
    };
  }
  const rules = UPLOAD_PURPOSES[upload.purpose];
  const size = await objectSize(upload.bucket, upload.key);
  if (size === null) throw validationError(m.notUploaded);
  const refuse = async (error: AppError) => {
    await deleteObject(upload.bucket, upload.key);
    throw error;
  };
  if (size > rules.maxBytes) return refuse(tooLarge());
  if (size === 0) return refuse(validationError(m.empty));
  const start = await readObjectStart(upload.bucket, upload.key, SNIFF_BYTES);
  const detected = await detectUploadType(start, {
    contentType: upload.declaredType,
    fileName: upload.fileName,
  });
  // The bytes must be what the browser said they were: a PNG renamed to .pdf is refused, not relabelled.
  const isAllowed = detected && (rules.contentTypes as readonly string[]).includes(detected.mime);
  if (!isAllowed || detected.mime !== upload.declaredType) return refuse(wrongType(upload.purpose));

  // Each step may fail and the request be sent again, so none leaves an object nothing names: the
  // copy is filed among the unclaimed uploads before it is made (the sweep removes it unless attached),
  // and the pending original goes last (the pending prefix's lifecycle rule removes it if that fails).
  const storedKey = `${upload.purpose}/${upload.id}`;
  await putUnclaimedMarker(upload, storedKey, now);
  await copyObject(upload.bucket, upload.key, storedKey);
  const confirmed = await markUploadConfirmed(
    upload,
    { size, contentType: detected.mime, key: storedKey },
    now,
  );
  if (!confirmed) throw conflict();
  await afterCommit(`pending object of upload ${upload.id} removed`, () =>
    deleteObject(upload.bucket, upload.key),
  );
  return { uploadId: upload.id, fileName: upload.fileName, size, contentType: detected.mime };
}
