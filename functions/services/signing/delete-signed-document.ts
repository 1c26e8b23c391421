import { signingMessages } from '../../../shared/messages/signing';
import { conflict, notFound } from '../../domain/errors';
import { getSignedDocument, markSignedDocumentDeleted } from '../../repositories/signatures';
import { deleteObject } from '../../storage/objects';

const m = signingMessages.signing;

/**
 * Admins only (the route's permission): the record is marked deleted first, so the token answers
 * 'Document verwijderd' from then on, and then both files are removed. Deleting twice answers 404.
 */
export async function deleteSignedDocument(id: number, now: Date) {
  const record = await getSignedDocument(id);
  if (!record || record.documentDeleted) throw notFound(m.notFound);
  if (!(await markSignedDocumentDeleted(record, now.toISOString()))) throw conflict();
  await Promise.all([
    deleteObject(record.bucket, record.originalKey),
    deleteObject(record.bucket, record.signedKey),
  ]);
  return { success: true as const };
}
