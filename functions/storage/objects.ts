import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
} from '@aws-sdk/client-s3';
import { s3 } from '../commons/s3';

/**
 * What only the S3 client can do: look at, read, move and delete stored objects. Presigned URLs do
 * not need it: they come from ./presign.ts, so routes that only hand out links stay light.
 */

/** Size of a stored object, or null when there is none. */
export async function objectSize(bucket: string, key: string): Promise<number | null> {
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (error as { name?: string }).name === 'NotFound') return null;
    throw error;
  }
}

/** The first bytes of an object: enough to recognise its type by its magic numbers. */
export async function readObjectStart(bucket: string, key: string, bytes: number): Promise<Uint8Array> {
  const result = await s3.send(
    new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${bytes - 1}` }),
  );
  return result.Body ? await result.Body.transformToByteArray() : new Uint8Array();
}

export async function copyObject(bucket: string, from: string, to: string): Promise<void> {
  await s3.send(
    new CopyObjectCommand({ Bucket: bucket, Key: to, CopySource: `${bucket}/${encodeURI(from)}` }),
  );
}

export async function deleteObject(bucket: string, key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
}
