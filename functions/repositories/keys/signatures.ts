/**
 * Key shapes of the signatures table. Pure: no environment, no client.
 *
 * - `pk = SIGNED, sk = DOC#<id, 10 digits>`: the signed document; the list is one descending Query
 *   of this partition (an association signs hundreds of documents, not millions).
 * - `pk = TOKEN#<token>, sk = TOKEN`: what public verification shows, read with one GetItem whether
 *   or not the token exists (a hit and a miss cost the same).
 * - `pk = HASH#<sha256>, sk = DOC#<id>`: one per file hash (signed file and original), so a dropped
 *   file is recognised with one Query on its hash.
 * - `pk = COUNTER, sk = signature`: the id counter.
 */
export const SIGNED_PARTITION = 'SIGNED';
export const SIGNED_DOCUMENT_PREFIX = 'DOC#';
export const SIGNATURE_COUNTER = 'signature';

const documentSortKey = (id: number) => `${SIGNED_DOCUMENT_PREFIX}${String(id).padStart(10, '0')}`;

export const signedDocumentKey = (id: number) => ({ pk: SIGNED_PARTITION, sk: documentSortKey(id) });
export const signatureTokenKey = (token: string) => ({ pk: `TOKEN#${token}`, sk: 'TOKEN' });
export const fileHashKey = (sha256: string, id: number) => ({
  pk: fileHashPartition(sha256),
  sk: documentSortKey(id),
});
export const fileHashPartition = (sha256: string) => `HASH#${sha256}`;
