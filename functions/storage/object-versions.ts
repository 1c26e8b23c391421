import { DeleteObjectCommand, ListObjectVersionsCommand } from '@aws-sdk/client-s3';
import { s3 } from '../commons/s3';

/*
 * Erasing a file for good, with the SDK client: only the privacy worker does it, and it needs the
 * versions listing the routes' light signed client (./object-store.ts) does not offer.
 */

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
      if (keepsNoVersions(error)) {
        await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
        return;
      }
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
