import { copySource, sendObjectRequest } from './object-store';

/**
 * Look at, read, move and delete stored objects, through the light signed client (./object-store.ts).
 * Presigned URLs come from ./presign.ts.
 */

/** Size of a stored object, or null when there is none. */
export async function objectSize(bucket: string, key: string): Promise<number | null> {
  try {
    const head = await sendObjectRequest({ method: 'HEAD', bucket, key });
    return Number(head.headers.get('content-length') ?? 0);
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (error as { name?: string }).name === 'NotFound') return null;
    throw error;
  }
}

/** The first bytes of an object: enough to recognise its type by its magic numbers. */
export async function readObjectStart(bucket: string, key: string, bytes: number): Promise<Uint8Array> {
  const answer = await sendObjectRequest({
    method: 'GET',
    bucket,
    key,
    headers: { range: `bytes=0-${bytes - 1}` },
  });
  return new Uint8Array(await answer.arrayBuffer());
}

export async function copyObject(bucket: string, from: string, to: string): Promise<void> {
  const answer = await sendObjectRequest({
    method: 'PUT',
    bucket,
    key: to,
    headers: { 'x-amz-copy-source': copySource(bucket, from) },
  });
  // A copy can fail after S3 answered 200: the error is then in the body.
  const text = await answer.text();
  if (text.includes('<Error>')) throw new Error(`S3 copy failed: ${text.slice(0, 200)}`);
}

export async function deleteObject(bucket: string, key: string): Promise<void> {
  const answer = await sendObjectRequest({ method: 'DELETE', bucket, key });
  await answer.body?.cancel();
}
