import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { readSecret } from '../../commons/secrets';
import { requireEnv } from '../../config';

/**
 * AES-256-GCM for single sensitive fields (the rijksregisternummer): a table export or backup does
 * not reveal them. Stored as `v1.<iv>.<tag>.<ciphertext>` in base64url, so the scheme can change later.
 *
 * DATA_ENCRYPTION_KEY holds the ARN of the Secrets Manager secret, never the key itself (no template,
 * console page or `GetFunctionConfiguration` shows it). createHandler loads it before the handler of a
 * route that declares `uses.encryptionKey` runs (functions/http/route-secrets.ts); other code awaits
 * loadFieldEncryptionKey() first.
 */
const SECRET_ARN = /^arn:aws[\w-]*:secretsmanager:/;

/**
 * The key, with the ARN it was read from: kept per secret, so the local runtime's portals in one
 * process (each with its own secret store, see functions/config) never use each other's key.
 */
let loaded: { secretArn: string; key: Buffer } | undefined;

export async function loadFieldEncryptionKey(): Promise<void> {
  const secretArn = requireEnv('DATA_ENCRYPTION_KEY');
  if (loaded?.secretArn === secretArn) return;
  if (!SECRET_ARN.test(secretArn))
    throw new Error('DATA_ENCRYPTION_KEY must be the ARN of a Secrets Manager secret, not a key');
  // The secret is any high-entropy string (Secrets Manager generates one in AWS); its SHA-256 is the AES key.
  const key = createHash('sha256')
    .update(await readSecret(secretArn), 'utf8')
    .digest();
  loaded = { secretArn, key };
}

function encryptionKey(): Buffer {
  if (!loaded || loaded.secretArn !== process.env.DATA_ENCRYPTION_KEY)
    throw new Error('The field-encryption key is not loaded: await loadFieldEncryptionKey() first');
  return loaded.key;
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

/**
 * Names the key without revealing it: a backup records it beside the ciphertexts, and a restore
 * keeps a ciphertext only when this installation has the same key.
 */
export function fieldKeyFingerprint(): string {
  return createHash('sha256').update(encryptionKey()).update('fingerprint').digest('hex').slice(0, 16);
}

/**
 * A key of its own for another purpose (the backup file's MAC), derived from this installation's key
 * by HMAC with the purpose as label: the same secret, never the same key for two uses.
 */
export function derivedKey(purpose: string): Buffer {
  return createHmac('sha256', encryptionKey()).update(`derived-key:${purpose}`).digest();
}

/**
 * An HMAC-SHA-256 with this installation's key, for values kept only to be recognised again (recovery
 * codes): without the key, a copy of the table cannot test guesses against them. `purpose` keeps the
 * digests of different uses apart.
 */
export function keyedDigest(purpose: string, value: string): string {
  return createHmac('sha256', encryptionKey()).update(`${purpose}:${value}`, 'utf8').digest('hex');
}
