import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../commons/s3';

/** Whole-object reads and writes for signing: the uploaded file in, the original and signed files out. */
export async function readObject(bucket: string, key: string): Promise<Buffer> {
  const result = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return Buffer.from(result.Body ? await result.Body.transformToByteArray() : new Uint8Array());
}

export async function writeObject(bucket: string, key: string, body: Uint8Array, contentType: string) {
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
}
