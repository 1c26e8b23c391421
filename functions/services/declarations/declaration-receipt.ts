import { uploadMessages } from '../../../shared/messages/uploads';
import { notFound } from '../../domain/errors';
import type { Actor } from '../auth/sessions';
import { downloadLinkFor } from '../uploads/upload-files';
import { visibleDeclaration } from './declaration-access';

/** A presigned GET for the receipt: the one declarations route that loads the S3 client. */
export async function receiptLinkFor(actor: Actor, id: number) {
  const record = await visibleDeclaration(actor, id);
  if (!record.receiptUploadId) throw notFound(uploadMessages.uploads.notFound);
  return downloadLinkFor(record.receiptUploadId);
}
