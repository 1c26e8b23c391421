import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { s3 } from '../commons/s3';

/** Every object of a bucket a backup holds: its key and size, a page of 1000 at a time. */
export async function listObjectKeys(bucket: string, skipPrefixes: readonly string[]): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const object of page.Contents ?? [])
      if (object.Key && !skipPrefixes.some((prefix) => object.Key?.startsWith(prefix))) keys.push(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

export async function readWholeObject(
  bucket: string,
  key: string,
): Promise<{ body: Buffer; contentType: string }> {
  const result = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return {
    body: Buffer.from(result.Body ? await result.Body.transformToByteArray() : new Uint8Array()),
    contentType: result.ContentType ?? 'application/octet-stream',
  };
}

/** The stored object's ETag (the MD5 of a single-part upload), or null when there is none. */
export async function objectEtag(bucket: string, key: string): Promise<string | null> {
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return head.ETag?.replaceAll('"', '') ?? '';
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (error as { name?: string }).name === 'NotFound') return null;
    throw error;
  }
}

export async function putWholeObject(bucket: string, key: string, body: Uint8Array, contentType: string) {
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
}
