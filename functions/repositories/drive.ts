import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { DELETE_JOB_STATUSES, documentSchema, folderSchema } from '../../shared/schemas/drive';
import { dynamo } from '../commons/dynamo';
import {
  childrenPartition,
  DOCUMENT_INDEXES,
  deleteJobKey,
  documentIndexKeys,
  documentKey,
  folderDocumentsPartition,
  folderIndexKeys,
  folderKey,
  uploadRecordKey,
  usageKey,
} from './keys/documents';
import {
  batchGetAll,
  type Page,
  parseItem,
  queryAll,
  queryPage,
  recordTable,
  setFields,
  type TransactionItem,
  transactConditionally,
  writeConditionally,
} from './table';
import type { AttachmentWrite } from './uploads';

const table = recordTable('documents');

/** What the folder screen shows, without the caller's rights, plus what only the server keeps. */
export const folderRecordSchema = folderSchema.omit({ canManage: true, canUpload: true }).extend({
  /** Every ancestor, top level first: visibility needs all of them, the breadcrumb shows them. */
  ancestorIds: z.array(z.number().int()),
  /** A folder being deleted is invisible at once, with everything below it. */
  status: z.enum(['active', 'deleting']),
});
export type FolderRecord = z.infer<typeof folderRecordSchema>;

/** What the document list shows, without the caller's rights, plus where the bytes are. */
export const documentRecordSchema = documentSchema.omit({ canDelete: true }).extend({
  uploadId: z.string(),
  bucket: z.string(),
  key: z.string(),
  version: z.number().int(),
});
export type DocumentRecord = z.infer<typeof documentRecordSchema>;

export const deleteJobRecordSchema = z.object({
  id: z.string(),
  folderId: z.number().int(),
  folderName: z.string(),
  startedBy: z.number().int(),
  status: z.enum(DELETE_JOB_STATUSES),
  foldersTotal: z.number().int(),
  documentsTotal: z.number().int(),
  documentsDeleted: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type DeleteJobRecord = z.infer<typeof deleteJobRecordSchema>;

const usageSchema = z.object({ usedBytes: z.number().int(), documentCount: z.number().int() });

const folderItem = (folder: FolderRecord) => ({
  ...folderKey(folder.id),
  ...folderIndexKeys(folder),
  ...folder,
});
/** The stored item of a document: its key, its place in its folder's listing and the search name. */
export const documentItem = (document: DocumentRecord) => ({
  ...documentKey(document.id),
  ...documentIndexKeys(document),
  // What the search compares with: the name in lower case.
  searchName: document.name.toLocaleLowerCase('nl'),
  ...document,
});

export const nextFolderId = () => table.nextId('folder');
export const nextDocumentId = () => table.nextId('document');

export async function getFolder(id: number): Promise<FolderRecord | null> {
  const result = await dynamo.send(new GetCommand({ TableName: table.name, Key: folderKey(id) }));
  return result.Item ? parseItem(folderRecordSchema, result.Item, 'drive folder') : null;
}

/** Folders by id (the ancestors of one folder, at most MAX_FOLDER_DEPTH): missing ones are absent. */
export async function getFolders(ids: readonly number[]): Promise<Map<number, FolderRecord>> {
  const items = await batchGetAll(table.name, [...new Set(ids)].map(folderKey));
  const folders = items.map((item) => parseItem(folderRecordSchema, item, 'drive folder'));
  return new Map(folders.map((folder) => [folder.id, folder]));
}

/**
 * The level filter for one viewer, as a DynamoDB filter: which child folders a listing keeps.
 * shared/policies/drive.ts is the rule; this is the same rule written for the Query.
 */
export type LevelFilter = { all: true } | { all: false; levels: readonly string[]; userId: number };

// Access pattern: the child folders of one folder (or the top level) by name, a page at a time
// (byParent, gsi1pk = CHILDREN#<parentId|ROOT>), keeping the active ones the viewer's level allows.
export async function listChildFolders(
  parentId: number | null,
  filter: LevelFilter,
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<FolderRecord>> {
  const partition = childrenPartition(parentId);
  const levelFilter = filter.all
    ? ''
    : ` AND (accessLevel IN (${filter.levels.map((_, index) => `:level${index}`).join(', ')}) OR (accessLevel = :specific AND (contains(allowedUserIds, :me) OR createdBy = :me)))`;
  const result = await queryPage(
    {
      TableName: table.name,
      IndexName: DOCUMENT_INDEXES.byParent,
      KeyConditionExpression: 'gsi1pk = :pk',
      FilterExpression: `#status = :active${levelFilter}`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':pk': partition,
        ':active': 'active',
        ...(filter.all
          ? {}
          : {
              ':specific': 'specific',
              ':me': filter.userId,
              ...Object.fromEntries(filter.levels.map((level, index) => [`:level${index}`, level])),
            }),
      },
    },
    page,
    { table: 'documents', index: DOCUMENT_INDEXES.byParent, partition },
  );
  return {
    items: result.items.map((item) => parseItem(folderRecordSchema, item, 'drive folder')),
    nextCursor: result.nextCursor,
  };
}

// Access pattern: every child folder of one folder, whatever its level or state (byParent,
// gsi1pk = CHILDREN#<id>): walking a subtree to count or delete it.
export async function allChildFolders(parentId: number | null): Promise<FolderRecord[]> {
  const items = await queryAll({
    TableName: table.name,
    IndexName: DOCUMENT_INDEXES.byParent,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': childrenPartition(parentId) },
  });
  return items.map((item) => parseItem(folderRecordSchema, item, 'drive folder'));
}

export async function insertFolder(folder: FolderRecord): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: table.name,
      Item: folderItem(folder),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Replaces a folder read earlier (its counters untouched); false when it changed or moved on since. */
export const replaceFolder = (previous: FolderRecord, next: FolderRecord) =>
  writeConditionally(() =>
    dynamo.send(
      new UpdateCommand({
        TableName: table.name,
        Key: folderKey(previous.id),
        UpdateExpression:
          'SET #name = :name, description = :description, accessLevel = :accessLevel, allowedUserIds = :allowedUserIds, volunteerUploads = :volunteerUploads, gsi1sk = :gsi1sk, updatedAt = :updatedAt, version = :next',
        ConditionExpression: 'version = :version AND #status = :active',
        ExpressionAttributeNames: { '#name': 'name', '#status': 'status' },
        ExpressionAttributeValues: {
          ':name': next.name,
          ':description': next.description,
          ':accessLevel': next.accessLevel,
          ':allowedUserIds': next.allowedUserIds,
          ':volunteerUploads': next.volunteerUploads,
          ':gsi1sk': folderIndexKeys(next).gsi1sk,
          ':updatedAt': next.updatedAt,
          ':next': next.version,
          ':version': previous.version,
          ':active': 'active',
        },
      }),
    ),
  );

/** Counter changes of one folder and of the drive's total, as transaction elements. */
function usageChanges(
  folderId: number,
  bytes: number,
  count: number,
  quotaBytes?: number,
): TransactionItem[] {
  return [
    {
      Update: {
        TableName: table.name,
        Key: folderKey(folderId),
        UpdateExpression: 'ADD documentCount :count, totalBytes :bytes',
        // Filing into a folder that is being deleted (or gone) fails instead of recreating it.
        ConditionExpression: count > 0 ? '#status = :active' : 'attribute_exists(pk)',
        ...(count > 0 ? { ExpressionAttributeNames: { '#status': 'status' } } : {}),
        ExpressionAttributeValues: {
          ':count': count,
          ':bytes': bytes,
          ...(count > 0 ? { ':active': 'active' } : {}),
        },
      },
    },
    {
      Update: {
        TableName: table.name,
        Key: usageKey(),
        UpdateExpression: 'ADD usedBytes :bytes, documentCount :count',
        ...(quotaBytes === undefined
          ? {}
          : { ConditionExpression: 'attribute_not_exists(usedBytes) OR usedBytes <= :room' }),
        ExpressionAttributeValues: {
          ':bytes': bytes,
          ':count': count,
          ...(quotaBytes === undefined ? {} : { ':room': quotaBytes - bytes }),
        },
      },
    },
  ];
}

/**
 * Files a document: the document, the claim on its upload and the usage counters of its folder and
 * of the drive, in one transaction. False when a condition failed (the folder is being deleted, the
 * upload was attached meanwhile, or the quota would be exceeded); then nothing was written.
 */
export const insertDocument = (document: DocumentRecord, attachment: AttachmentWrite, quotaBytes: number) =>
  transactConditionally([
    table.putNew(documentItem(document)),
    attachment,
    ...usageChanges(document.folderId, document.fileSize, 1, quotaBytes),
  ]);

/** Removes a document, its upload record and their share of the counters, in one transaction. */
export const deleteDocumentRecord = (document: DocumentRecord) =>
  transactConditionally([
    table.deleteUnchanged(documentKey(document.id), document.version),
    { Delete: { TableName: table.name, Key: uploadRecordKey(document.uploadId) } },
    ...usageChanges(document.folderId, -document.fileSize, -1),
  ]);

export async function getDocument(id: number): Promise<DocumentRecord | null> {
  const result = await dynamo.send(new GetCommand({ TableName: table.name, Key: documentKey(id) }));
  return result.Item ? parseItem(documentRecordSchema, result.Item, 'drive document') : null;
}

// Access pattern: the documents of one folder newest first, a page at a time (byParent,
// gsi1pk = DOCS#<folderId>, read backwards).
export async function listFolderDocuments(
  folderId: number,
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<DocumentRecord>> {
  const partition = folderDocumentsPartition(folderId);
  const result = await queryPage(
    {
      TableName: table.name,
      IndexName: DOCUMENT_INDEXES.byParent,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: false,
    },
    page,
    { table: 'documents', index: DOCUMENT_INDEXES.byParent, partition },
  );
  return {
    items: result.items.map((item) => parseItem(documentRecordSchema, item, 'drive document')),
    nextCursor: result.nextCursor,
  };
}

// Access pattern: the documents of one folder whose lower-case name contains a text (byParent,
// gsi1pk = DOCS#<folderId>, filtered): the drive search, folder by folder over the visible tree.
export async function searchFolderDocuments(folderId: number, text: string, max: number) {
  const items = await queryAll(
    {
      TableName: table.name,
      IndexName: DOCUMENT_INDEXES.byParent,
      KeyConditionExpression: 'gsi1pk = :pk',
      FilterExpression: 'contains(searchName, :text)',
      ExpressionAttributeValues: { ':pk': folderDocumentsPartition(folderId), ':text': text },
      ScanIndexForward: false,
    },
    { max },
  );
  return items.map((item) => parseItem(documentRecordSchema, item, 'drive document'));
}

export async function getUsage() {
  const result = await dynamo.send(new GetCommand({ TableName: table.name, Key: usageKey() }));
  return result.Item
    ? parseItem(usageSchema, result.Item, 'drive usage')
    : { usedBytes: 0, documentCount: 0 };
}

/**
 * Marks a folder as being deleted and records the job that will remove it, in one transaction:
 * from then on the folder and everything below it are invisible. False when it changed meanwhile.
 */
export const markFolderDeleting = (folder: FolderRecord, job: DeleteJobRecord, now: string) =>
  transactConditionally([
    table.putUnchanged(
      folderItem({ ...folder, status: 'deleting', updatedAt: now, version: folder.version + 1 }),
      folder.version,
    ),
    table.putNew({ ...deleteJobKey(job.id), ...job }),
  ]);

export async function getDeleteJob(id: string): Promise<DeleteJobRecord | null> {
  const result = await dynamo.send(new GetCommand({ TableName: table.name, Key: deleteJobKey(id) }));
  return result.Item ? parseItem(deleteJobRecordSchema, result.Item, 'drive delete job') : null;
}

export async function updateDeleteJob(
  id: string,
  changes: Pick<DeleteJobRecord, 'status'> &
    Partial<Pick<DeleteJobRecord, 'documentsDeleted' | 'finishedAt'>>,
) {
  await setFields(table.name, deleteJobKey(id), changes);
}

/** Removes an emptied folder (its documents and children are gone by then). */
export async function deleteFolderRecord(folderId: number): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: table.name, Key: folderKey(folderId) }));
}
