import { GetObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../commons/s3';

/** The whole object (a mail attachment, at most 10 MB). */
export async function readObject(bucket: string, key: string): Promise<Uint8Array> {
  const result = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return result.Body ? await result.Body.transformToByteArray() : new Uint8Array();
}
