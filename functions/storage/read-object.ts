import { sendObjectRequest } from './object-store';

/** The whole object (a mail attachment, at most 10 MB). */
export async function readObject(bucket: string, key: string): Promise<Uint8Array> {
  const answer = await sendObjectRequest({ method: 'GET', bucket, key });
  return new Uint8Array(await answer.arrayBuffer());
}
