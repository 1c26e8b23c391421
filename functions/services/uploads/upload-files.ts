import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type/core';
import { uploadMessages } from '../../../shared/messages/uploads';
import type { CreateUploadBody } from '../../../shared/schemas/uploads';
import { PENDING_UPLOAD_PREFIX, UPLOAD_PURPOSES, type UploadPurpose } from '../../../shared/uploads';
import { AppError, conflict, notFound, validationError } from '../../domain/errors';
import { advanceUpload, getUpload, putPendingUpload } from '../../repositories/uploads';
import {
  bucketName,
  deleteObject,
  moveObject,
  objectSize,
  PRESIGNED_URL_SECONDS,
  presignDownload,
  presignUpload,
  readObjectStart,
} from '../../storage/objects';
import type { Actor } from '../auth/sessions';
import { ownUpload } from './attach-uploads';

const m = uploadMessages.uploads;
/** file-type recognises every format the portal accepts within its first 4100 bytes. */
const SNIFF_BYTES = 4100;
const DAY_MS = 86_400_000;

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', m.tooLarge);
const wrongType = (purpose: UploadPurpose) =>
  validationError(m.wrongType(UPLOAD_PURPOSES[purpose].typeLabel));

/** Checks what the browser says about the file, then hands out a presigned PUT for a key the server chose. */
export async function createUpload(actor: Actor, input: CreateUploadBody, now: Date) {
  const rules = UPLOAD_PURPOSES[input.purpose];
  if (input.size > rules.maxBytes) throw tooLarge();
  if (!(rules.contentTypes as readonly string[]).includes(input.contentType)) throw wrongType(input.purpose);
  const id = randomUUID();
  const bucket = bucketName(rules.bucket);
  const key = `${PENDING_UPLOAD_PREFIX}${input.purpose}/${id}`;
  await putPendingUpload(
    {
      id,
      purpose: input.purpose,
      ownerId: actor.id,
      bucket,
      key,
      fileName: input.fileName,
      declaredType: input.contentType,
      declaredSize: input.size,
      status: 'pending',
      size: null,
      contentType: null,
      attachedTo: null,
      createdAt: now.toISOString(),
      version: 1,
    },
    new Date(now.getTime() + DAY_MS),
  );
  const signed = await presignUpload(bucket, key, input.contentType, input.size);
  return {
    uploadId: id,
    ...signed,
    expiresAt: new Date(now.getTime() + PRESIGNED_URL_SECONDS * 1000).toISOString(),
  };
}

/**
 * Checks the stored object itself — its real size and, from its first bytes, its real type — against
 * the purpose's rules. A refused file is deleted; an accepted one moves out of the pending prefix.
 */
export async function confirmUpload(actor: Actor, id: string) {
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
  const detected = await fileTypeFromBuffer(await readObjectStart(upload.bucket, upload.key, SNIFF_BYTES));
  // The bytes must be what the browser said they were: a PNG renamed to .pdf is refused, not relabelled.
  const isAllowed = detected && (rules.contentTypes as readonly string[]).includes(detected.mime);
  if (!isAllowed || detected.mime !== upload.declaredType) return refuse(wrongType(upload.purpose));

  const storedKey = `${upload.purpose}/${upload.id}`;
  await moveObject(upload.bucket, upload.key, storedKey);
  const confirmed = await advanceUpload(upload, {
    status: 'confirmed',
    size,
    contentType: detected.mime,
    key: storedKey,
  });
  if (!confirmed) throw conflict();
  return { uploadId: upload.id, fileName: upload.fileName, size, contentType: detected.mime };
}

/** A short-lived download link for a stored upload; who may see it is the caller's rule. */
export async function downloadLinkFor(uploadId: string) {
  const upload = await getUpload(uploadId);
  if (upload?.status !== 'attached') throw notFound(m.notFound);
  return presignDownload(upload.bucket, upload.key, upload.fileName);
}
