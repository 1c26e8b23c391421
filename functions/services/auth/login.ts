import { authMessages } from '../../../shared/messages/auth';
import type { LoginBody } from '../../../shared/schemas/auth';
import { MFA_CHALLENGE_MINUTES, type MfaMethod } from '../../../shared/schemas/auth-mfa';
import { AppError } from '../../domain/errors';
import { putMfaChallenge } from '../../repositories/mfa-challenges';
import { getSecondFactors, type SecondFactors } from '../../repositories/second-factors';
import { findUserByUsername, type UserRecord } from '../../repositories/users';
import { presentOwnUser } from '../users/present-user';
import { passkeyRequestOptions } from './passkey-request-options';
import { verifyPassword } from './passwords';
import { relyingPartyId } from './relying-party';
import { userMustUseSecondFactor } from './second-factor-policy';
import { auditSignIn, type SignInResult } from './security-audit';
import { startSession } from './sessions';
import { claimSignInAttempt, hasSecondFactor } from './sign-in-limits';
import { hashToken, newToken } from './tokens';

/**
 * Checks the credentials. An unknown user, a wrong password and an inactive account get the same
 * answer in about the same time, so the form reveals nothing about accounts. Every attempt is
 * counted before the password is checked; a successful one is given back.
 *
 * A right password opens a session, unless the user has a second factor: then the answer is a
 * challenge for `POST /api/login/mfa`. A user whose role must use one and has none gets a session
 * that can only set one up.
 */
export async function logIn(credentials: LoginBody, clientIp: string, now: Date) {
  const attempt = await claimSignInAttempt(credentials.username, clientIp, now, {
    isExemptFromBackoff: () => hasSecondFactor(credentials.username),
  });
  const user = await findUserByUsername(credentials.username);
  const passwordMatches = await verifyPassword(credentials.password, user?.passwordHash ?? null);
  const audited = (result: SignInResult) =>
    auditSignIn({ username: credentials.username, user, clientIp, result, now });
  if (!user || !passwordMatches || user.status !== 'active') {
    await Promise.all([
      attempt.failed(),
      audited(user && passwordMatches ? 'inactive-account' : 'wrong-credentials'),
    ]);
    throw new AppError('INVALID_CREDENTIALS', authMessages.login.invalidCredentials);
  }
  await attempt.succeeded();
  const outcome = await signInAfterPassword(user, credentials.rememberMe, now);
  await audited(outcome.kind === 'challenge' ? 'second-step-asked' : 'signed-in');
  return outcome;
}

/**
 * What a proven password leads to (sign-in, an accepted invitation): a challenge when the user has a
 * second factor, else a session, restricted to enrolment when the policy names the user's role.
 */
export async function signInAfterPassword(user: UserRecord, rememberMe: boolean, now: Date) {
  const [factors, required] = await Promise.all([getSecondFactors(user.id), userMustUseSecondFactor(user)]);
  if (factors.totp || factors.passkeys.length > 0) {
    return { kind: 'challenge', challenge: await openChallenge(user, factors, rememberMe, now) } as const;
  }
  const session = await openSession(user, rememberMe, now, required, required);
  return { kind: 'session', session } as const;
}

async function openChallenge(user: UserRecord, factors: SecondFactors, rememberMe: boolean, now: Date) {
  const challenge = newToken();
  const expiresAt = new Date(now.getTime() + MFA_CHALLENGE_MINUTES * 60_000).toISOString();
  const passkey =
    factors.passkeys.length > 0 ? passkeyRequestOptions(relyingPartyId(), factors.passkeys) : null;
  await putMfaChallenge(hashToken(challenge), {
    userId: user.id,
    rememberMe,
    expiresAt,
    failures: 0,
    ...(passkey ? { passkeyChallenge: passkey.challenge } : {}),
  });
  const methods: MfaMethod[] = [
    ...(factors.totp ? (['totp', 'recovery'] as const) : []),
    ...(passkey ? (['passkey'] as const) : []),
  ];
  return {
    mfaRequired: true as const,
    challenge,
    methods,
    expiresAt,
    // The wire schema keeps the options opaque: the browser hands them to navigator.credentials.get.
    ...(passkey ? { passkeyOptions: { ...passkey } } : {}),
  };
}

/**
 * Opens the session and answers it with the user as the web app keeps them. `secondFactorRequired`
 * (the policy names the user) caps remember-me at 12 hours.
 */
export async function openSession(
  user: UserRecord,
  rememberMe: boolean,
  now: Date,
  enrolmentRequired: boolean,
  secondFactorRequired: boolean,
) {
  const actor = { id: user.id, username: user.username, role: user.role, type: user.type };
  const { previousSignInAt, ...session } = await startSession(actor, rememberMe, now, {
    enrolmentRequired,
    secondFactorRequired,
  });
  return { ...session, user: { ...presentOwnUser(user), previousSignInAt, enrolmentRequired } };
}
