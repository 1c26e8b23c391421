import { createHash, createHmac } from 'node:crypto';

/**
 * What Signature V4 needs besides the signer itself, without the SDK's credential chain and hash
 * modules: SHA-256 and HMAC from node:crypto, and the role credentials Lambda puts in the
 * environment (so does the local runtime, its dummy pair).
 */

/** The hash constructor `@smithy/signature-v4` takes (`new Sha256(secret?)`, `update`, `digest`). */
export class Sha256 {
  private readonly hash;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', toBytes(secret));
  }
  update(data: string | ArrayBuffer | ArrayBufferView) {
    this.hash.update(toBytes(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
}

function toBytes(data: string | ArrayBuffer | ArrayBufferView): string | Uint8Array {
  if (typeof data === 'string') return data;
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return new Uint8Array(data);
}

export type AwsCredentials = { accessKeyId: string; secretAccessKey: string; sessionToken?: string };

/** The function's role credentials, read from the environment on every call (as the SDK's `fromEnv`). */
export function environmentCredentials(): AwsCredentials {
  const accessKeyId = process.env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) throw new Error('No AWS credentials in the environment');
  const sessionToken = process.env.AWS_SESSION_TOKEN;
  return { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) };
}

export function environmentRegion(): string {
  const region = process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION;
  if (!region) throw new Error('No AWS_REGION in the environment');
  return region;
}
