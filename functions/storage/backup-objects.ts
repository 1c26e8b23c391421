import { PassThrough, type Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  UploadPartCommand,
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

/** An object's body as a stream (nothing of it is held), with its size. */
export async function readObjectStream(
  bucket: string,
  key: string,
): Promise<{ body: Readable; size: number }> {
  const result = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return { body: result.Body as Readable, size: Number(result.ContentLength ?? 0) };
}

/** The object's size in bytes. */
export async function objectSize(bucket: string, key: string): Promise<number> {
  const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
  return Number(head.ContentLength ?? 0);
}

/**
 * The bytes `start` up to (not including) `end` of an object, as a stream handed out at once (the
 * GET starts behind it): what a zip reader asks for, one entry at a time.
 */
export function readObjectRange(bucket: string, key: string, start: number, end: number): Readable {
  const out = new PassThrough();
  if (end <= start) {
    out.end();
    return out;
  }
  s3.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=${start}-${end - 1}` })).then(
    (result) => {
      const body = result.Body as Readable;
      body.on('error', (error) => out.destroy(error));
      body.pipe(out);
    },
    (error: Error) => out.destroy(error),
  );
  return out;
}

/** Puts a stream of known length as one object (no buffering: the SDK sends it as it is read). */
export async function putObjectStream(
  bucket: string,
  key: string,
  body: Readable,
  length: number,
  contentType: string,
) {
  await s3.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: body,
      ContentLength: length,
      ContentType: contentType,
    }),
  );
}

/** Parts of a multipart upload: S3's minimum is 5 MiB (but for the last). */
export const UPLOAD_PART_BYTES = 8 * 1024 * 1024;

/**
 * Writes a stream of unknown length to S3 with a multipart upload: one part of UPLOAD_PART_BYTES is
 * held at a time and sent while the next one fills, so memory stays at about two parts whatever the
 * size of the whole. A stream that ends within the first part is one PutObject. Returns the size.
 */
export async function uploadStream(
  bucket: string,
  key: string,
  source: AsyncIterable<Uint8Array>,
  contentType: string,
): Promise<number> {
  let held: Uint8Array[] = [];
  let heldBytes = 0;
  let size = 0;
  let uploadId: string | undefined;
  const parts: { ETag: string | undefined; PartNumber: number }[] = [];
  let sending: Promise<void> = Promise.resolve();
  const sendPart = async (body: Buffer) => {
    if (!uploadId) {
      const created = await s3.send(
        new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: contentType }),
      );
      uploadId = created.UploadId;
    }
    const PartNumber = parts.length + 1;
    const part = { ETag: undefined as string | undefined, PartNumber };
    parts.push(part);
    await sending;
    const sent = s3
      .send(new UploadPartCommand({ Bucket: bucket, Key: key, UploadId: uploadId, PartNumber, Body: body }))
      .then((result) => {
        part.ETag = result.ETag;
      });
    // Awaited before the next part or the end; marked handled so a failure while reading is not unhandled.
    sent.catch(() => undefined);
    sending = sent;
  };
  try {
    for await (const chunk of source) {
      held.push(chunk);
      heldBytes += chunk.byteLength;
      size += chunk.byteLength;
      if (heldBytes >= UPLOAD_PART_BYTES) {
        const body = Buffer.concat(held);
        held = [];
        heldBytes = 0;
        await sendPart(body);
      }
    }
    const rest = Buffer.concat(held);
    held = [];
    if (parts.length === 0) {
      await putWholeObject(bucket, key, rest, contentType);
      return size;
    }
    if (rest.byteLength > 0) await sendPart(rest);
    await sending;
    await s3.send(
      new CompleteMultipartUploadCommand({
        Bucket: bucket,
        Key: key,
        UploadId: uploadId,
        MultipartUpload: { Parts: parts },
      }),
    );
    return size;
  } catch (error) {
    await sending.catch(() => undefined);
    if (uploadId)
      await s3
        .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }))
        .catch(() => undefined);
    throw error;
  }
}
