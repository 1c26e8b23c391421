import { randomUUID } from 'node:crypto';
import { uploadMessages } from '../../../shared/messages/uploads';
import { can } from '../../../shared/permissions';
import type { CreateUploadBody } from '../../../shared/schemas/uploads';
import {
  PENDING_UPLOAD_PREFIX,
  UPLOAD_LIFETIME_MS,
  UPLOAD_PURPOSES,
  type UploadPurposeRules,
} from '../../../shared/uploads';
import { forbidden, notFound } from '../../domain/errors';
import { getUpload, putPendingUpload } from '../../repositories/uploads';
import { bucketName } from '../../storage/buckets';
import { presignDownload, presignUpload, UPLOAD_URL_SECONDS } from '../../storage/presign';
import type { Actor } from '../auth/sessions';
import { tooLarge, wrongType } from './upload-rules';

// Presigning only: no S3 client and no file-type sniffing here, so the routes that hand out an upload
// URL or a download link start as fast as a DynamoDB-only route. Checking the stored object lives in
// confirm-upload.ts.

const m = uploadMessages.uploads;

/**
 * Checks that the caller may use the purpose and what the browser says about the file, then hands out
 * a presigned PUT for a key the server chose.
 */
export async function createUpload(actor: Actor, input: CreateUploadBody, now: Date) {
  const rules: UploadPurposeRules = UPLOAD_PURPOSES[input.purpose];
  if (rules.permission && !can(actor, rules.permission)) throw forbidden();
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
    new Date(now.getTime() + UPLOAD_LIFETIME_MS),
  );
  const signed = await presignUpload(bucket, key, input.contentType, input.size);
  return {
    uploadId: id,
    ...signed,
    expiresAt: new Date(now.getTime() + UPLOAD_URL_SECONDS * 1000).toISOString(),
  };
}

/** A short-lived download link for a stored upload; who may see it is the caller's rule. */
export async function downloadLinkFor(uploadId: string) {
  const upload = await getUpload(uploadId);
  if (upload?.status !== 'attached') throw notFound(m.notFound);
  return presignDownload(upload.bucket, upload.key, upload.fileName);
}
