import { randomBytes } from 'node:crypto';
import commonPasswords from 'fxa-common-password-list';
import { argon2id, argon2Verify } from 'hash-wasm';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/constants';
import { messages } from '../../../shared/messages';

/** OWASP's argon2id baseline (19 MiB, t = 2, p = 1); the encoded hash names its own parameters. */
const ARGON2 = { memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32 } as const;

export async function hashPassword(password: string): Promise<string> {
  return argon2id({ ...ARGON2, password, salt: randomBytes(16), outputType: 'encoded' });
}

// Verifying against this when the account does not exist keeps the answer time of an unknown
// username equal to that of a wrong password.
const decoyHash = hashPassword(randomBytes(16).toString('hex'));

export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  const candidate = hash ?? (await decoyHash);
  try {
    const matches = await argon2Verify({ password, hash: candidate });
    return matches && hash !== null;
  } catch {
    return false;
  }
}

/** The Dutch reason a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return messages.password.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return messages.password.tooLong;
  if (commonPasswords.test(password) || commonPasswords.test(password.toLowerCase()))
    return messages.password.tooCommon;
  return null;
}
