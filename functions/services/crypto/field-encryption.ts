import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { requireEnv } from '../../config';

/**
 * AES-256-GCM for single sensitive fields (the rijksregisternummer): a table export or backup does
 * not reveal them. Stored as `v1.<iv>.<tag>.<ciphertext>` in base64url, so the scheme can change later.
 */
let key: Buffer | undefined;
// The secret is any high-entropy string (Secrets Manager generates one in AWS); its SHA-256 is the AES key.
function encryptionKey(): Buffer {
  key ??= createHash('sha256').update(requireEnv('DATA_ENCRYPTION_KEY'), 'utf8').digest();
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
