import { randomBytes } from 'node:crypto';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import type { StoredPasskey } from '../../repositories/second-factors';

/** 32 random bytes for the challenge and the user handle, as @simplewebauthn/server makes them. */
const RANDOM_BYTES = 32;
/** How long the browser offers the passkey prompt: the library's default. */
const TIMEOUT_MS = 60_000;
/**
 * The library's default algorithms on Node 22 (COSE EdDSA, ES256, RS256); it adds ML-DSA-44 first
 * only where WebCrypto offers it, which Lambda's Node 22 does not (the unit test compares on this runtime).
 */
const ALGORITHMS = [-8, -7, -257] as const;

/**
 * The options `navigator.credentials.create` needs to make a new passkey, built here instead of with
 * the library's generateRegistrationOptions for the same reason as passkey-request-options.ts: the
 * route that hands them out needs nothing else of it, and importing it loads the whole library with
 * its certificate parsers (auth-passkey-options was 208 KB gzip, the largest bundle not on the
 * bench's named list). Registering the answer (auth-passkey-register) still uses the library. The
 * shape is the library's type, and tests/unit/passkey-creation-options.test.ts compares the two.
 */
export function passkeyCreationOptions(
  input: {
    rpName: string;
    rpId: string;
    userName: string;
    excluded: readonly Pick<StoredPasskey, 'credentialId'>[];
  },
  random: { challenge: Uint8Array; userId: Uint8Array } = {
    challenge: randomBytes(RANDOM_BYTES),
    userId: randomBytes(RANDOM_BYTES),
  },
): PublicKeyCredentialCreationOptionsJSON {
  return {
    challenge: Buffer.from(random.challenge).toString('base64url'),
    rp: { name: input.rpName, id: input.rpId },
    user: { id: Buffer.from(random.userId).toString('base64url'), name: input.userName, displayName: '' },
    pubKeyCredParams: ALGORITHMS.map((alg) => ({ alg, type: 'public-key' })),
    timeout: TIMEOUT_MS,
    attestation: 'none',
    excludeCredentials: input.excluded.map(({ credentialId }) => ({
      id: credentialId.replace(/=+$/, ''),
      type: 'public-key',
    })),
    authenticatorSelection: {
      residentKey: 'preferred',
      userVerification: 'preferred',
      requireResidentKey: false,
    },
    extensions: { credProps: true },
    hints: [],
  };
}
