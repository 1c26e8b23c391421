import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { SIGNATURE_KINDS } from '../../shared/schemas/signing';
import { dynamo } from '../commons/dynamo';
import {
  fileHashKey,
  fileHashPartition,
  SIGNATURE_COUNTER,
  SIGNED_DOCUMENT_PREFIX,
  SIGNED_PARTITION,
  signatureTokenKey,
  signedDocumentKey,
} from './keys/signatures';
import {
  type Page,
  parseItem,
  queryPage,
  recordTable,
  type TransactionItem,
  transactConditionally,
} from './table';
import type { AttachmentWrite } from './uploads';

const table = recordTable('signatures');

/** What verification shows and the proof prints: kept on the token item, unchanged by a deletion except its flag. */
export const signatureSnapshotSchema = z.object({
  id: z.number().int(),
  documentName: z.string(),
  fileName: z.string(),
  kind: z.enum(SIGNATURE_KINDS),
  signerName: z.string(),
  signerRole: z.string(),
  organizationName: z.string(),
  signatureMethod: z.string(),
  signedAt: z.string(),
  token: z.string(),
  originalSha256: z.string(),
  signedSha256: z.string(),
  documentDeleted: z.boolean(),
  deletedAt: z.string().nullable(),
});
export type SignatureSnapshot = z.infer<typeof signatureSnapshotSchema>;

export const signedDocumentRecordSchema = signatureSnapshotSchema.extend({
  description: z.string().nullable(),
  signerId: z.number().int(),
  bucket: z.string(),
  originalKey: z.string(),
  /** The signed PDF, or for a detached signature the CMS (.p7s) beside the unchanged original. */
  signedKey: z.string(),
  signedContentType: z.string(),
  signedFileName: z.string(),
  version: z.number().int(),
});
export type SignedDocumentRecord = z.infer<typeof signedDocumentRecordSchema>;

const fileHashSchema = z.object({
  id: z.number().int(),
  token: z.string(),
  match: z.enum(['signed', 'original']),
});
export type FileHashHit = z.infer<typeof fileHashSchema>;

export const allocateSignedDocumentId = () => table.nextId(SIGNATURE_COUNTER);

const snapshotOf = (record: SignedDocumentRecord): SignatureSnapshot => signatureSnapshotSchema.parse(record);

/**
 * The document, its token item and one item per file hash, written with the upload's attachment in
 * one transaction: a failed save leaves the upload attachable and no half-registered signature.
 * False when one of its conditions failed (the upload was claimed meanwhile, or the id is taken).
 */
export function insertSignedDocument(
  record: SignedDocumentRecord,
  attachment: AttachmentWrite | null,
): Promise<boolean> {
  const hashes = new Map<string, FileHashHit['match']>([
    [record.originalSha256, 'original'],
    [record.signedSha256, 'signed'],
  ]);
  const items: TransactionItem[] = [
    table.putNew({ ...signedDocumentKey(record.id), ...record }),
    table.putNew({ ...signatureTokenKey(record.token), ...snapshotOf(record) }),
    ...[...hashes].map(([sha256, match]) =>
      table.putNew({ ...fileHashKey(sha256, record.id), id: record.id, token: record.token, match }),
    ),
    ...(attachment ? [attachment] : []),
  ];
  return transactConditionally(items);
}

export async function getSignedDocument(id: number): Promise<SignedDocumentRecord | null> {
  const result = await dynamo.send(new GetCommand({ TableName: table.name, Key: signedDocumentKey(id) }));
  return result.Item ? parseItem(signedDocumentRecordSchema, result.Item, 'signed document') : null;
}

/** One GetItem, whatever the token: a miss costs what a hit costs. */
export async function getSignatureByToken(token: string): Promise<SignatureSnapshot | null> {
  // A token no UUID could be is still looked up (under a key nothing has), so it costs what a real one costs.
  const key = signatureTokenKey(token.length <= 64 ? token : '-');
  const result = await dynamo.send(new GetCommand({ TableName: table.name, Key: key }));
  return result.Item ? parseItem(signatureSnapshotSchema, result.Item, 'signature token') : null;
}

/** Access pattern: every signed document newest first (pk = SIGNED, sk = DOC#<id> descending), a page at a time. */
export async function listSignedDocuments(page: {
  limit: number;
  cursor?: string;
}): Promise<Page<SignedDocumentRecord>> {
  const result = await queryPage(
    {
      TableName: table.name,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': SIGNED_PARTITION, ':prefix': SIGNED_DOCUMENT_PREFIX },
      ScanIndexForward: false,
    },
    page,
    { table: 'signatures', partition: SIGNED_PARTITION },
  );
  return {
    items: result.items.map((item) => parseItem(signedDocumentRecordSchema, item, 'signed document')),
    nextCursor: result.nextCursor,
  };
}

/** Access pattern: the signed documents whose original or signed file has this SHA-256 (pk = HASH#<sha256>). */
export async function findByFileHash(sha256: string): Promise<FileHashHit[]> {
  const result = await dynamo.send(
    new QueryCommand({
      TableName: table.name,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': fileHashPartition(sha256) },
      Limit: 10,
    }),
  );
  return (result.Items ?? []).map((item) => parseItem(fileHashSchema, item, 'file hash'));
}

/**
 * Marks the document deleted on its record and its token item, with the audit entry of the deletion,
 * in one transaction conditional on the version read: false when it changed meanwhile (or was
 * deleted by someone else), and then no entry is written either.
 */
export function markSignedDocumentDeleted(
  record: SignedDocumentRecord,
  deletedAt: string,
  audit: TransactionItem,
) {
  const flag = {
    UpdateExpression: 'SET documentDeleted = :true, deletedAt = :deletedAt',
    ExpressionAttributeValues: { ':true': true, ':deletedAt': deletedAt } as Record<string, unknown>,
  };
  return transactConditionally([
    {
      Update: {
        TableName: table.name,
        Key: signedDocumentKey(record.id),
        UpdateExpression: `${flag.UpdateExpression}, version = :next`,
        ConditionExpression: 'version = :version',
        ExpressionAttributeValues: {
          ...flag.ExpressionAttributeValues,
          ':next': record.version + 1,
          ':version': record.version,
        },
      },
    },
    {
      Update: {
        TableName: table.name,
        Key: signatureTokenKey(record.token),
        ...flag,
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    audit,
  ]);
}
