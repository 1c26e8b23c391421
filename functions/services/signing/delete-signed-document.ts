import { signingMessages } from '../../../shared/messages/signing';
import { conflict, notFound } from '../../domain/errors';
import { auditPut } from '../../repositories/audit';
import { getSignedDocument, markSignedDocumentDeleted } from '../../repositories/signatures';
import { deleteObject } from '../../storage/objects';
import { auditEntryOf } from '../audit/record-audit';
import type { Actor } from '../auth/sessions';

const m = signingMessages.signing;

/**
 * Admins only (the route's permission): the record is marked deleted first, with its audit entry in
 * the same transaction, so the token answers 'Document verwijderd' from then on; then both files are
 * removed. Deleting twice answers 404.
 */
export async function deleteSignedDocument(actor: Actor, id: number, now: Date) {
  const record = await getSignedDocument(id);
  if (!record || record.documentDeleted) throw notFound(m.notFound);
  const audit = auditPut(
    auditEntryOf({
      action: 'signed-document-deleted',
      actor: { id: actor.id, username: actor.username },
      target: { type: 'signed-document', id: record.id, userId: null, name: record.documentName },
      now,
    }),
  );
  if (!(await markSignedDocumentDeleted(record, now.toISOString(), audit))) throw conflict();
  await Promise.all([
    deleteObject(record.bucket, record.originalKey),
    deleteObject(record.bucket, record.signedKey),
  ]);
  return { success: true as const };
}
