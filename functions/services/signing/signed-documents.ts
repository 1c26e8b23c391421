import { signingMessages } from '../../../shared/messages/signing';
import { type SignedDocument, type SignedFilePart, verificationUrl } from '../../../shared/schemas/signing';
import { config } from '../../config';
import { notFound } from '../../domain/errors';
import {
  getSignedDocument,
  listSignedDocuments,
  type SignedDocumentRecord,
} from '../../repositories/signatures';
import { presignDownload } from '../../storage/presign';

const m = signingMessages.signing;

export const toSignedDocument = (record: SignedDocumentRecord): SignedDocument => ({
  id: record.id,
  documentName: record.documentName,
  description: record.description,
  fileName: record.signedFileName,
  signerName: record.signerName,
  signerRole: record.signerRole,
  organizationName: record.organizationName,
  signatureMethod: record.signatureMethod,
  signedAt: record.signedAt,
  // The portal checked the seal when it made it, and the stored file is never changed afterwards.
  isValid: true,
  documentDeleted: record.documentDeleted,
  signatureToken: record.token,
  verificationUrl: verificationUrl(config.PORTAL_URL, record.token),
  kind: record.kind,
});

export async function listSigned(query: { limit: number; cursor?: string | undefined }) {
  const page = await listSignedDocuments({ limit: query.limit, cursor: query.cursor });
  return { items: page.items.map(toSignedDocument), nextCursor: page.nextCursor };
}

/**
 * A presigned link to the signed PDF; for a detached signature the unchanged original, or with
 * `part: 'signature'` the signature (.p7s) that goes with it.
 */
export async function signedDocumentDownload(
  id: number,
  part: SignedFilePart = 'document',
  disposition: 'attachment' | 'inline' = 'attachment',
) {
  const record = await getSignedDocument(id);
  if (!record || record.documentDeleted) throw notFound(m.notFound);
  if (record.kind === 'detached' && part === 'document')
    return presignDownload(record.bucket, record.originalKey, record.fileName);
  // Only a sealed PDF is shown in the browser; a .p7s or a Word file is always saved.
  const inlinePdf = disposition === 'inline' && record.kind !== 'detached' && part === 'document';
  return presignDownload(record.bucket, record.signedKey, record.signedFileName, { inlinePdf });
}
