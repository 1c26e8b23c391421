import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { type BucketName, bucketEnvVar } from '../../shared/buckets';
import { s3 } from '../commons/s3';
import { requireEnv } from '../config';

/** Presigned URLs live minutes, not hours: long enough to upload 10 MB on a slow line. */
export const PRESIGNED_URL_SECONDS = 15 * 60;
const DOWNLOAD_URL_SECONDS = 5 * 60;

export const bucketName = (name: BucketName) => requireEnv(bucketEnvVar(name));

/** A PUT URL with the content type and length signed in, so S3 refuses any other file. */
export async function presignUpload(bucket: string, key: string, contentType: string, size: number) {
  const url = await getSignedUrl(
    s3,
    new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: contentType, ContentLength: size }),
    { expiresIn: PRESIGNED_URL_SECONDS, signableHeaders: new Set(['content-type', 'content-length']) },
  );
  return { url, headers: { 'content-type': contentType } };
}

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

export async function moveObject(bucket: string, from: string, to: string): Promise<void> {
  await s3.send(
    new CopyObjectCommand({ Bucket: bucket, Key: to, CopySource: `${bucket}/${encodeURI(from)}` }),
  );
  await deleteObject(bucket, from);
}

export async function deleteObject(bucket: string, key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
}

/** A short-lived GET that makes the browser save the file under its original name. */
export async function presignDownload(bucket: string, key: string, fileName: string) {
  const safeName = fileName.replace(/["\\\r\n]/g, '_');
  const url = await getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: bucket,
      Key: key,
      ResponseContentDisposition: `attachment; filename="${safeName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(safeName)}`,
    }),
    { expiresIn: DOWNLOAD_URL_SECONDS },
  );
  return { url, fileName, expiresAt: new Date(Date.now() + DOWNLOAD_URL_SECONDS * 1000).toISOString() };
}
