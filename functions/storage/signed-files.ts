import { sendObjectRequest } from './object-store';

/** Whole-object reads and writes for signing: the uploaded file in, the original and signed files out. */
export async function readObject(bucket: string, key: string): Promise<Buffer> {
  const answer = await sendObjectRequest({ method: 'GET', bucket, key });
  return Buffer.from(await answer.arrayBuffer());
}

export async function writeObject(bucket: string, key: string, body: Uint8Array, contentType: string) {
  const answer = await sendObjectRequest({
    method: 'PUT',
    bucket,
    key,
    body,
    headers: { 'content-type': contentType },
  });
  await answer.body?.cancel();
}
