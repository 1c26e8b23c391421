import { randomBytes } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';
import { config } from '../../config';

/** OWASP's argon2id baseline (19 MiB, t = 2, p = 1); the encoded hash names its own parameters. */
const OWASP = { memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32 } as const;
/** The test run's cost (functions/config PASSWORD_HASH_COST): the same algorithm, 1 MiB and one pass. */
const TEST_RUN = { memorySize: 1_024, iterations: 1, parallelism: 1, hashLength: 32 } as const;

const ARGON2 = config.PASSWORD_HASH_COST === 'owasp' ? OWASP : TEST_RUN;

export async function hashPassword(password: string): Promise<string> {
  return argon2id({ ...ARGON2, password, salt: randomBytes(16), outputType: 'encoded' });
}

// Verifying against this when the account does not exist keeps the answer time of an unknown
// username equal to that of a wrong password. Made on first use, not at import, so a cold start
// of a route that never verifies a password pays no 19 MiB hash.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const candidate = hash ?? (await decoyHash);
  try {
    const matches = await argon2Verify({ password, hash: candidate });
    return matches && hash !== null;
  } catch {
    return false;
  }
}
