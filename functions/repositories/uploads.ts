import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { UPLOAD_PURPOSE_NAMES } from '../../shared/uploads';
import { dynamo } from '../commons/dynamo';
import { isConditionFailure, parseItem, tableName, ttlFrom } from './table';

/** Upload records live with the documents: every stored file starts as one. */
const TABLE = tableName('documents');
const key = (id: string) => ({ pk: `UPLOAD#${id}`, sk: 'UPLOAD' });

export const uploadRecordSchema = z.object({
  id: z.string(),
  purpose: z.enum(UPLOAD_PURPOSE_NAMES),
  ownerId: z.number().int(),
  bucket: z.string(),
  key: z.string(),
  fileName: z.string(),
  declaredType: z.string(),
  declaredSize: z.number().int(),
  status: z.enum(['pending', 'confirmed', 'attached']),
  /** Filled in by the confirmation, from the stored bytes. */
  size: z.number().int().nullable(),
  contentType: z.string().nullable(),
  attachedTo: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type UploadRecord = z.infer<typeof uploadRecordSchema>;

/** A pending upload is forgotten after a day, like its object (the bucket's lifecycle rule). */
export async function putPendingUpload(upload: UploadRecord, expiresAt: Date): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: TABLE,
      Item: { ...key(upload.id), ...upload, ttl: ttlFrom(expiresAt) },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getUpload(id: string): Promise<UploadRecord | null> {
  const result = await dynamo.send(new GetCommand({ TableName: TABLE, Key: key(id) }));
  return result.Item ? parseItem(uploadRecordSchema, result.Item, 'upload record') : null;
}

/**
 * A write, for the transaction of the item a file belongs to, that marks a confirmed upload attached
 * to `attachTo`: conditional on the version read and on it still being confirmed, so one file is
 * never attached twice, and a failed save of its declaration leaves it confirmed (attachable).
 */
export type AttachmentWrite = {
  Update: {
    TableName: string;
    Key: Record<string, string>;
    UpdateExpression: string;
    ConditionExpression: string;
    ExpressionAttributeNames: Record<string, string>;
    ExpressionAttributeValues: Record<string, unknown>;
  };
};

export function attachmentWrite(upload: UploadRecord, attachTo: string): AttachmentWrite {
  return {
    Update: {
      TableName: TABLE,
      Key: key(upload.id),
      // Once attached, the file belongs to its declaration (or document) and no longer expires.
      UpdateExpression: 'SET #status = :attached, attachedTo = :attachedTo, version = :next REMOVE #ttl',
      ConditionExpression: 'version = :version AND #status = :confirmed',
      ExpressionAttributeNames: { '#status': 'status', '#ttl': 'ttl' },
      ExpressionAttributeValues: {
        ':attached': 'attached',
        ':confirmed': 'confirmed',
        ':attachedTo': attachTo,
        ':next': upload.version + 1,
        ':version': upload.version,
      },
    },
  };
}

/** Moves an upload one step on (pending → confirmed → attached), conditional on the version read. */
export async function advanceUpload(
  previous: UploadRecord,
  changes: Partial<UploadRecord>,
): Promise<UploadRecord | null> {
  const next = { ...previous, ...changes, version: previous.version + 1 };
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: key(previous.id),
        // Once attached, the file belongs to its declaration (or document) and no longer expires.
        UpdateExpression: `SET #status = :status, #size = :size, contentType = :contentType, #key = :key, attachedTo = :attachedTo, version = :next${next.status === 'attached' ? ' REMOVE #ttl' : ''}`,
        ConditionExpression: 'version = :version',
        ExpressionAttributeNames: {
          '#status': 'status',
          '#size': 'size',
          '#key': 'key',
          ...(next.status === 'attached' ? { '#ttl': 'ttl' } : {}),
        },
        ExpressionAttributeValues: {
          ':status': next.status,
          ':size': next.size,
          ':contentType': next.contentType,
          ':key': next.key,
          ':attachedTo': next.attachedTo,
          ':next': next.version,
          ':version': previous.version,
        },
      }),
    );
    return next;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}
