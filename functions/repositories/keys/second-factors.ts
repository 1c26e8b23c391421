/**
 * Key shapes of a user's second factors, kept in the users table beside the profile (pk = USER#<id>),
 * and of sign-in challenges, kept in the sessions table (they expire like sessions). Pure.
 */
export const SECOND_FACTOR_PREFIX = 'MFA#';

export const secondFactorKeys = {
  /** The active authenticator-app secret (encrypted) and the last time step used. */
  totp: (userId: number) => ({ pk: `USER#${userId}`, sk: 'MFA#TOTP' }),
  /** A secret handed out by "start" and waiting for its first code. */
  pendingTotp: (userId: number) => ({ pk: `USER#${userId}`, sk: 'MFA#TOTP#PENDING' }),
  /** The hashes of the unused recovery codes. */
  recoveryCodes: (userId: number) => ({ pk: `USER#${userId}`, sk: 'MFA#RECOVERY' }),
  /** The challenge of a passkey registration under way. */
  pendingPasskey: (userId: number) => ({ pk: `USER#${userId}`, sk: 'MFA#PASSKEYPENDING' }),
};

/** One passkey (WebAuthn credential) of a user, by its credential id. */
export const PASSKEY_PREFIX = 'MFA#PASSKEY#';
export const passkeyKey = (userId: number, credentialId: string) => ({
  pk: `USER#${userId}`,
  sk: `${PASSKEY_PREFIX}${credentialId}`,
});

export const mfaChallengeKey = (challengeHash: string) => ({
  pk: `MFACHALLENGE#${challengeHash}`,
  sk: 'MFACHALLENGE',
});
