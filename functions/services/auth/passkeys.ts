import {
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { authMessages } from '../../../shared/messages/auth';
import { AppError, validationError } from '../../domain/errors';
import {
  addPasskey,
  getSecondFactors,
  type StoredPasskey,
  updatePasskeyCounter,
} from '../../repositories/second-factors';
import { clearSessionEnrolment } from '../../repositories/sessions';
import { noticeAccountChange } from './account-notices';
import { relyingPartyId, relyingPartyOrigin } from './relying-party';
import { auditSecondFactorChange } from './security-audit';
import type { Actor } from './sessions';

const refused = () =>
  validationError(authMessages.mfa.passkeyRefused, [
    { path: 'passkey', message: authMessages.mfa.passkeyRefused },
  ]);

/** Verifies the browser's answer against the kept challenge and stores the passkey. */
export async function registerPasskey(
  actor: Actor,
  response: Record<string, unknown>,
  name: string | undefined,
  now: Date,
) {
  const { pendingPasskey } = await getSecondFactors(actor.id);
  if (!pendingPasskey) throw new AppError('CONFLICT', authMessages.mfa.noPendingPasskey);
  const verification = await verifyRegistrationResponse({
    response: response as unknown as RegistrationResponseJSON,
    expectedChallenge: pendingPasskey.challenge,
    expectedOrigin: relyingPartyOrigin(),
    expectedRPID: relyingPartyId(),
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) throw refused();
  const { credential } = verification.registrationInfo;
  const stored: StoredPasskey = {
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    ...(credential.transports ? { transports: credential.transports } : {}),
    name: name || 'Passkey',
    createdAt: now.toISOString(),
  };
  if (!(await addPasskey(actor.id, pendingPasskey.challenge, stored))) {
    throw new AppError('CONFLICT', authMessages.mfa.noPendingPasskey);
  }
  if (actor.enrolmentRequired) await clearSessionEnrolment(actor.tokenHash);
  await auditSecondFactorChange(actor, 'passkey-added', now);
  await noticeAccountChange(actor.id, 'passkey-added', now);
  return { message: authMessages.mfa.passkeyAdded };
}

/** True when the assertion is signed by one of the user's passkeys for this challenge; its counter moves on. */
export async function acceptPasskeyAssertion(
  userId: number,
  assertion: Record<string, unknown>,
  expectedChallenge: string | undefined,
): Promise<boolean> {
  if (!expectedChallenge) return false;
  const { passkeys } = await getSecondFactors(userId);
  const passkey = passkeys.find((candidate) => candidate.credentialId === assertion.id);
  if (!passkey) return false;
  const verification = await verifyAuthenticationResponse({
    response: assertion as unknown as AuthenticationResponseJSON,
    expectedChallenge,
    expectedOrigin: relyingPartyOrigin(),
    expectedRPID: relyingPartyId(),
    credential: {
      id: passkey.credentialId,
      publicKey: Buffer.from(passkey.publicKey, 'base64url'),
      counter: passkey.counter,
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) return false;
  await updatePasskeyCounter(userId, passkey.credentialId, verification.authenticationInfo.newCounter);
  return true;
}
