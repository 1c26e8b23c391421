import { randomBytes } from 'node:crypto';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { StoredPasskey } from '../../repositories/second-factors';

/** 32 random bytes, as @simplewebauthn/server makes them (the spec asks for at least 16). */
const CHALLENGE_BYTES = 32;
/** How long the browser offers the passkey prompt: the library's default. */
const TIMEOUT_MS = 60_000;

/**
 * The options `navigator.credentials.get` needs to sign in with one of the user's passkeys: a fresh
 * challenge and the credentials that may answer it. Built here instead of with the library's
 * generateAuthenticationOptions because the sign-in route needs nothing else of it, and importing it
 * loads the whole library with its certificate parsers (about 250 KB minified): the route's cold
 * start was 1.5 x `health`. Verifying the answer (the second step) still uses the library. The shape
 * is the library's own type, and a unit test compares the two for the same challenge.
 */
export function passkeyRequestOptions(
  rpId: string,
  passkeys: readonly Pick<StoredPasskey, 'credentialId'>[],
  challenge: Uint8Array = randomBytes(CHALLENGE_BYTES),
): PublicKeyCredentialRequestOptionsJSON {
  return {
    rpId,
    challenge: Buffer.from(challenge).toString('base64url'),
    allowCredentials: passkeys.map(({ credentialId }) => ({ id: credentialId, type: 'public-key' })),
    timeout: TIMEOUT_MS,
    userVerification: 'preferred',
  };
}
