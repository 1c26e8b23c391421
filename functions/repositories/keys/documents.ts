import type { TABLES } from '../../../shared/tables';

/** Key shapes of the documents table (shared/tables.ts says what each item and index answers). Pure. */
type IndexName = keyof typeof TABLES.documents.indexes;
export const DOCUMENT_INDEXES = { byParent: 'byParent' } as const satisfies Record<IndexName, IndexName>;

const padId = (id: number) => String(id).padStart(12, '0');

export const folderKey = (id: number) => ({ pk: `FOLDER#${id}`, sk: 'FOLDER' });
export const childrenPartition = (parentId: number | null) => `CHILDREN#${parentId ?? 'ROOT'}`;
export const folderIndexKeys = (folder: { id: number; name: string; parentId: number | null }) => ({
  gsi1pk: childrenPartition(folder.parentId),
  gsi1sk: `${folder.name.toLocaleLowerCase('nl')}#${padId(folder.id)}`,
});

export const documentKey = (id: number) => ({ pk: `DOCUMENT#${id}`, sk: 'DOCUMENT' });
export const folderDocumentsPartition = (folderId: number) => `DOCS#${folderId}`;
export const documentIndexKeys = (document: { id: number; folderId: number; createdAt: string }) => ({
  gsi1pk: folderDocumentsPartition(document.folderId),
  gsi1sk: `${document.createdAt}#${padId(document.id)}`,
});

/** The drive's usage in total: bytes and documents, kept on every write that adds or removes one. */
export const usageKey = () => ({ pk: 'USAGE', sk: 'TOTAL' });

export const deleteJobKey = (id: string) => ({ pk: `JOB#${id}`, sk: 'JOB' });

/** The upload record a document was filed from (functions/repositories/uploads.ts owns its shape). */
export const uploadRecordKey = (id: string) => ({ pk: `UPLOAD#${id}`, sk: 'UPLOAD' });

/**
 * Confirmed uploads, one marker each, sorted by the moment of confirmation: the daily sweep reads the
 * old ones and removes what nothing attached. A marker outlives the attachment (the sweep drops it
 * then), so attaching stays a single write in its owner's transaction.
 */
export const UNCLAIMED_UPLOADS_PARTITION = 'UNCLAIMED_UPLOADS';
export const unclaimedUploadKey = (confirmedAt: string, id: string) => ({
  pk: UNCLAIMED_UPLOADS_PARTITION,
  sk: `${confirmedAt}#${id}`,
});
