import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { UPLOAD_PURPOSE_NAMES } from '../../shared/uploads';
import { dynamo } from '../commons/dynamo';
import { uploadRecordKey as key, UNCLAIMED_UPLOADS_PARTITION, unclaimedUploadKey } from './keys/documents';
import {
  batchGetAll,
  isConditionFailure,
  parseItem,
  queryAll,
  tableName,
  transactConditionally,
  ttlFrom,
} from './table';

/** Upload records live with the documents: every stored file starts as one. */
const TABLE = () => tableName('documents');

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
      TableName: TABLE(),
      Item: { ...key(upload.id), ...upload, ttl: ttlFrom(expiresAt) },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getUpload(id: string): Promise<UploadRecord | null> {
  const result = await dynamo.send(new GetCommand({ TableName: TABLE(), Key: key(id) }));
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
      TableName: TABLE(),
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

/**
 * Gives uploads a failed send had claimed back to their owner (confirmed again, unattached, expiring
 * in a day like a pending upload), each only while it is still attached to that send. False when one
 * no longer was, and then nothing changed.
 */
export function releaseAttachments(uploads: readonly UploadRecord[], attachedTo: string, expiresAt: Date) {
  return transactConditionally(
    uploads.map((upload) => ({
      Update: {
        TableName: TABLE(),
        Key: key(upload.id),
        UpdateExpression: 'SET #status = :confirmed, attachedTo = :none, #ttl = :ttl ADD version :one',
        ConditionExpression: '#status = :attached AND attachedTo = :attachedTo',
        ExpressionAttributeNames: { '#status': 'status', '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':confirmed': 'confirmed',
          ':attached': 'attached',
          ':attachedTo': attachedTo,
          ':none': null,
          ':ttl': ttlFrom(expiresAt),
          ':one': 1,
        },
      },
    })),
  );
}

/** The unclaimed-upload marker of an upload confirmed at `confirmedAt`, naming the object it will have. */
const markerItem = (upload: Pick<UploadRecord, 'id' | 'bucket'>, objectKey: string, confirmedAt: Date) => ({
  ...unclaimedUploadKey(confirmedAt.toISOString(), upload.id),
  uploadId: upload.id,
  bucket: upload.bucket,
  objectKey,
});

/**
 * Files the object an upload is about to be copied to among the unclaimed uploads, before the copy:
 * whatever step of the confirmation fails after it, the daily sweep finds the copy unless something
 * attached it. `markUploadConfirmed` writes the same marker again (same key).
 */
export async function putUnclaimedMarker(
  upload: Pick<UploadRecord, 'id' | 'bucket'>,
  objectKey: string,
  confirmedAt: Date,
): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: TABLE(), Item: markerItem(upload, objectKey, confirmedAt) }));
}

/**
 * Confirms a pending upload (conditional on the version read) and files it among the unclaimed
 * uploads, in one transaction: whatever nothing attaches is found again by the daily sweep. Null when
 * the upload changed since it was read.
 */
export async function markUploadConfirmed(
  previous: UploadRecord,
  stored: Pick<UploadRecord, 'size' | 'contentType' | 'key'>,
  confirmedAt: Date,
): Promise<UploadRecord | null> {
  const next: UploadRecord = { ...previous, ...stored, status: 'confirmed', version: previous.version + 1 };
  const written = await transactConditionally([
    {
      Update: {
        TableName: TABLE(),
        Key: key(previous.id),
        UpdateExpression:
          'SET #status = :status, #size = :size, contentType = :contentType, #key = :key, version = :next',
        ConditionExpression: 'version = :version',
        ExpressionAttributeNames: { '#status': 'status', '#size': 'size', '#key': 'key' },
        ExpressionAttributeValues: {
          ':status': next.status,
          ':size': next.size,
          ':contentType': next.contentType,
          ':key': next.key,
          ':next': next.version,
          ':version': previous.version,
        },
      },
    },
    // The marker names the object itself: the record's TTL may remove the record before the sweep comes.
    { Put: { TableName: TABLE(), Item: markerItem(next, next.key, confirmedAt) } },
  ]);
  return written ? next : null;
}

const markerSchema = z.object({
  pk: z.string(),
  sk: z.string(),
  uploadId: z.string(),
  bucket: z.string(),
  objectKey: z.string(),
});

export type UnclaimedUpload = {
  marker: { pk: string; sk: string };
  uploadId: string;
  object: { bucket: string; key: string };
  /** Whether the upload was attached since (its record says so; a record its TTL removed was not). */
  isAttached: boolean;
};

/** The uploads confirmed before `before`, with their records as they are now, oldest first. */
export async function unclaimedUploadsBefore(before: Date): Promise<UnclaimedUpload[]> {
  const markers = await queryAll({
    TableName: TABLE(),
    KeyConditionExpression: 'pk = :pk AND sk < :before',
    ExpressionAttributeValues: { ':pk': UNCLAIMED_UPLOADS_PARTITION, ':before': before.toISOString() },
  });
  const parsed = markers.map((item) => parseItem(markerSchema, item, 'unclaimed upload'));
  const records = await batchGetAll(
    TABLE(),
    parsed.map((marker) => key(marker.uploadId)),
    { attributes: ['id', 'status'] },
  );
  const attached = new Set(
    records.filter((record) => record.status === 'attached').map((record) => String(record.id)),
  );
  return parsed.map((marker) => ({
    marker: { pk: marker.pk, sk: marker.sk },
    uploadId: marker.uploadId,
    object: { bucket: marker.bucket, key: marker.objectKey },
    isAttached: attached.has(marker.uploadId),
  }));
}

/**
 * Forgets an upload nothing attached: its record goes, unless it was attached meanwhile (then false,
 * and the file stays). The marker stays until `dropUnclaimedMarker`, after the object is removed, so a
 * failed removal is tried again on the next sweep.
 */
export async function forgetUnattachedUpload(uploadId: string): Promise<boolean> {
  try {
    await dynamo.send(
      new DeleteCommand({
        TableName: TABLE(),
        Key: key(uploadId),
        ConditionExpression: 'attribute_not_exists(pk) OR #status <> :attached',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':attached': 'attached' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function dropUnclaimedMarker(marker: { pk: string; sk: string }): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: TABLE(), Key: marker }));
}
