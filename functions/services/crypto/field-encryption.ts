import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { requireEnv } from '../../config';

/**
 * AES-256-GCM for single sensitive fields (the rijksregisternummer): a table export or backup does
 * not reveal them. Stored as `v1.<iv>.<tag>.<ciphertext>` in base64url, so the scheme can change later.
 */
let key: Buffer | undefined;
function encryptionKey(): Buffer {
  key ??= Buffer.from(requireEnv('DATA_ENCRYPTION_KEY'), 'base64');
  if (key.length !== 32) throw new Error('DATA_ENCRYPTION_KEY must be 32 bytes, base64-encoded');
  return key;
}

export function encryptField(plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function decryptField(stored: string): string {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !ciphertext) throw new Error('Unknown field encryption format');
  const decipher = createDecipheriv('aes-256-gcm', encryptionKey(), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
