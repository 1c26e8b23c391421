import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  type DecipherGCM,
  randomBytes,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';

/**
 * The "versleuteld" option: AES-256-GCM with a key derived from the passphrase by scrypt. The file
 * starts with a small header — magic, salt, iv and a passphrase check — so a wrong passphrase is
 * refused from the first bytes, before the whole file is read; the GCM tag closes the file.
 */
const MAGIC = Buffer.from('VPBACKUP-ENC1', 'ascii');
const SALT_BYTES = 16;
const IV_BYTES = 12;
const CHECK_BYTES = 16;
const TAG_BYTES = 16;
export const ENCRYPTION_HEADER_BYTES = MAGIC.length + SALT_BYTES + IV_BYTES + CHECK_BYTES;
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

type Header = { salt: Buffer; iv: Buffer; check: Buffer };

export class WrongPassphraseError extends Error {
  constructor() {
    super('The passphrase does not open this backup');
    this.name = 'WrongPassphraseError';
  }
}

/** An AES key and, separately, a key for the passphrase check. */
async function deriveKeys(passphrase: string, salt: Buffer) {
  const material = await new Promise<Buffer>((resolve, reject) =>
    scrypt(passphrase.normalize('NFC'), salt, 64, SCRYPT, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
  const aes = material.subarray(0, 32);
  const check = createHmac('sha256', material.subarray(32)).update('passphrase-check').digest();
  return { aes, check: check.subarray(0, CHECK_BYTES) };
}

export const isEncryptedBackup = (start: Uint8Array) =>
  start.length >= MAGIC.length && Buffer.from(start.subarray(0, MAGIC.length)).equals(MAGIC);

function headerOf(start: Uint8Array): Header | null {
  if (!isEncryptedBackup(start) || start.length < ENCRYPTION_HEADER_BYTES) return null;
  const bytes = Buffer.from(start);
  const saltAt = MAGIC.length;
  const ivAt = saltAt + SALT_BYTES;
  const checkAt = ivAt + IV_BYTES;
  return {
    salt: bytes.subarray(saltAt, ivAt),
    iv: bytes.subarray(ivAt, checkAt),
    check: bytes.subarray(checkAt, checkAt + CHECK_BYTES),
  };
}

/** True when the passphrase is the one the backup was made with (from the header alone). */
export async function passphraseOpens(start: Uint8Array, passphrase: string): Promise<boolean> {
  const header = headerOf(start);
  if (!header) return false;
  const { check } = await deriveKeys(passphrase, header.salt);
  return timingSafeEqual(check, header.check);
}

export async function encryptBackup(plain: Buffer, passphrase: string): Promise<Buffer> {
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const keys = await deriveKeys(passphrase, salt);
  const cipher = createCipheriv('aes-256-gcm', keys.aes, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([MAGIC, salt, iv, keys.check, body, cipher.getAuthTag()]);
}

/** The plain file; WrongPassphraseError when the passphrase or the file does not match. */
export async function decryptBackup(file: Buffer, passphrase: string): Promise<Buffer> {
  const header = headerOf(file);
  if (!header || file.length < ENCRYPTION_HEADER_BYTES + TAG_BYTES) throw new WrongPassphraseError();
  const keys = await deriveKeys(passphrase, header.salt);
  if (!timingSafeEqual(keys.check, header.check)) throw new WrongPassphraseError();
  const decipher = createDecipheriv('aes-256-gcm', keys.aes, header.iv);
  decipher.setAuthTag(file.subarray(file.length - TAG_BYTES));
  try {
    return Buffer.concat([
      decipher.update(file.subarray(ENCRYPTION_HEADER_BYTES, file.length - TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    throw new WrongPassphraseError();
  }
}

/**
 * The encrypted form of a stream, as a stream: header, the AES-256-GCM ciphertext chunk by chunk, and
 * the tag once the source has ended. Holds one chunk at a time.
 */
export async function* encryptStream(
  source: AsyncIterable<Uint8Array>,
  passphrase: string,
): AsyncGenerator<Buffer> {
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const keys = await deriveKeys(passphrase, salt);
  const cipher = createCipheriv('aes-256-gcm', keys.aes, iv);
  yield Buffer.concat([MAGIC, salt, iv, keys.check]);
  for await (const chunk of source) yield cipher.update(chunk);
  const last = cipher.final();
  yield Buffer.concat([last, cipher.getAuthTag()]);
}

/**
 * The plain form of an encrypted stream, chunk by chunk, holding back the last TAG_BYTES (the tag).
 * The tag is checked only at the end, where a file that fails it throws WrongPassphraseError (as does a
 * wrong passphrase, from the header): a consumer must not use what it got before the stream ended.
 */
export async function* decryptStream(
  source: AsyncIterable<Uint8Array>,
  passphrase: string,
): AsyncGenerator<Buffer> {
  let pending = Buffer.alloc(0);
  let decipher: DecipherGCM | undefined;
  for await (const chunk of source) {
    pending = pending.byteLength === 0 ? Buffer.from(chunk) : Buffer.concat([pending, chunk]);
    if (!decipher) {
      if (pending.byteLength < ENCRYPTION_HEADER_BYTES) continue;
      const header = headerOf(pending);
      if (!header) throw new WrongPassphraseError();
      const keys = await deriveKeys(passphrase, header.salt);
      if (!timingSafeEqual(keys.check, header.check)) throw new WrongPassphraseError();
      decipher = createDecipheriv('aes-256-gcm', keys.aes, header.iv);
      pending = pending.subarray(ENCRYPTION_HEADER_BYTES);
    }
    if (pending.byteLength > TAG_BYTES) {
      const ready = pending.subarray(0, pending.byteLength - TAG_BYTES);
      pending = Buffer.from(pending.subarray(pending.byteLength - TAG_BYTES));
      yield decipher.update(ready);
    }
  }
  if (!decipher || pending.byteLength !== TAG_BYTES) throw new WrongPassphraseError();
  decipher.setAuthTag(pending);
  let last: Buffer;
  try {
    last = decipher.final();
  } catch {
    throw new WrongPassphraseError();
  }
  yield last;
}
