import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * Mozilla's list of 50,000 common passwords (fxa-common-password-list) as a compact file: the first
 * 32 bits of each entry's SHA-256, sorted, big-endian (200,000 bytes; infra/tools/common-passwords.ts
 * writes it). Searched by bisection, so a listed password is always found, and a password that is not
 * listed is mistaken for one with probability 50,000 / 2^32, about 1 in 86,000.
 *
 * Read from disk on the first check, not imported: the list as JavaScript (96 KB gzip) made every
 * route that sets a password the heaviest bundle of the API. The file lies beside this module, and in
 * a Lambda package beside the bundle (the bundling hook copies it, infra/aws/constructs/handler-bundling.ts).
 */
export const COMMON_PASSWORDS_FILE = 'common-passwords.bin';

let hashes: Uint32Array | undefined;

/** The 32 bits of a password (lowercased, like every entry of the list) the file holds. */
export function commonPasswordHash(password: string): number {
  return createHash('sha256').update(password.toLowerCase(), 'utf8').digest().readUInt32BE(0);
}

function loadHashes(): Uint32Array {
  if (hashes) return hashes;
  const bytes = readFileSync(new URL(`./${COMMON_PASSWORDS_FILE}`, import.meta.url));
  const loaded = new Uint32Array(bytes.length / 4);
  for (let index = 0; index < loaded.length; index += 1) loaded[index] = bytes.readUInt32BE(index * 4);
  hashes = loaded;
  return loaded;
}

/** True when the password, in any letter case, is on the common-password list. */
export function isCommonPassword(password: string): boolean {
  const sorted = loadHashes();
  const wanted = commonPasswordHash(password);
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = sorted[middle] as number;
    if (value === wanted) return true;
    if (value < wanted) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
