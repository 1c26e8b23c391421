import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectVersionsCommand,
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

/** A store that keeps no versions refuses the versions listing (the local stand-in answers 405). */
const keepsNoVersions = (error: unknown) => {
  const name = (error as { name?: string }).name;
  return name === 'MethodNotAllowed' || name === 'NotImplemented';
};

/**
 * Deletes an object for good: every stored version and delete marker of its key. The buckets are
 * versioned (infra/aws/constructs/buckets.ts), so a plain delete would only hide the object behind a
 * delete marker while its old versions stay until the lifecycle rule expires them; an erasure must
 * not leave them. A store without versions gets the plain delete.
 */
export async function deleteObjectWithVersions(bucket: string, key: string): Promise<void> {
  let keyMarker: string | undefined;
  let versionIdMarker: string | undefined;
  do {
    let page: Awaited<ReturnType<typeof listVersions>>;
    try {
      page = await listVersions(bucket, key, keyMarker, versionIdMarker);
    } catch (error) {
      if (keepsNoVersions(error)) return deleteObject(bucket, key);
      throw error;
    }
    const versionIds = [...(page.Versions ?? []), ...(page.DeleteMarkers ?? [])]
      .filter((version) => version.Key === key && version.VersionId)
      .map((version) => String(version.VersionId));
    for (const versionId of versionIds)
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key, VersionId: versionId }));
    keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
    versionIdMarker = page.IsTruncated ? page.NextVersionIdMarker : undefined;
  } while (keyMarker);
}

const listVersions = (bucket: string, key: string, keyMarker?: string, versionIdMarker?: string) =>
  s3.send(
    new ListObjectVersionsCommand({
      Bucket: bucket,
      Prefix: key,
      KeyMarker: keyMarker,
      VersionIdMarker: versionIdMarker,
    }),
  );
