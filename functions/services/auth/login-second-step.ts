import { authMessages } from '../../../shared/messages/auth';
import { type LoginMfaBody, MFA_CHALLENGE_MAX_FAILURES } from '../../../shared/schemas/auth-mfa';
import { validationError } from '../../domain/errors';
import {
  countMfaChallengeFailure,
  deleteMfaChallenge,
  getMfaChallenge,
} from '../../repositories/mfa-challenges';
import { claimTotpStep, getSecondFactors, takeRecoveryCodeHash } from '../../repositories/second-factors';
import { getUserById, type UserRecord } from '../../repositories/users';
import { decryptField } from '../crypto/field-encryption';
import { openSession } from './login';
import { acceptPasskeyAssertion } from './passkeys';
import { hashRecoveryCode, legacyRecoveryCodeHash } from './recovery-codes';
import { userMustUseSecondFactor } from './second-factor-policy';
import { auditSignIn } from './security-audit';
import { claimSignInAttempt } from './sign-in-limits';
import { hashToken, isWellFormedToken } from './tokens';
import { matchTotpCode } from './totp';

/** 400, not 401: the sign-in screen goes back to the password, nobody's session is lost. */
const challengeEnded = (message: string) => validationError(message, [{ path: 'challenge', message }]);
const challengeGone = () => challengeEnded(authMessages.mfa.challengeExpired);

/**
 * The second step of a sign-in: a code from the authenticator app (right for now or one step either
 * side, each step accepted once) or an unused recovery code. Every attempt counts against the
 * sign-in limits like a password; five wrong codes end the challenge. A recovery code opens a session
 * that must set up a new factor before anything else (the device is presumed lost).
 */
export async function completeSecondStep(body: LoginMfaBody, clientIp: string, now: Date) {
  if (!isWellFormedToken(body.challenge)) throw challengeGone();
  const challengeHash = hashToken(body.challenge);
  const challenge = await getMfaChallenge(challengeHash, now);
  if (!challenge) throw challengeGone();
  const user = await getUserById(challenge.userId);
  if (user?.status !== 'active') throw challengeGone();
  // The username's back-off never stands between the owner and a second factor they pass.
  const attempt = await claimSignInAttempt(user.username, clientIp, now, {
    isExemptFromBackoff: async () => true,
  });
  const accepted = body.passkey
    ? await acceptPasskeyAssertion(user.id, body.passkey, challenge.passkeyChallenge)
    : body.recoveryCode
      ? await takeRecoveryCode(user.id, body.recoveryCode)
      : await acceptTotpCode(user, body.code ?? '', now);
  const audited = (result: 'signed-in' | 'second-step-failed') =>
    auditSignIn({ username: user.username, user, clientIp, result, now });
  if (!accepted) {
    await Promise.all([attempt.failed(), audited('second-step-failed')]);
    const triesLeft = await countMfaChallengeFailure(challengeHash, MFA_CHALLENGE_MAX_FAILURES);
    if (triesLeft === 0) throw challengeEnded(authMessages.mfa.tooManyWrongCodes);
    const [field, wrong] = body.passkey
      ? ['passkey', authMessages.mfa.passkeyRefused]
      : body.recoveryCode
        ? ['recoveryCode', authMessages.mfa.wrongRecoveryCode]
        : ['code', authMessages.mfa.wrongCode];
    const message = authMessages.mfa.triesLeft(wrong, triesLeft);
    throw validationError(message, [{ path: field, message }]);
  }
  await attempt.succeeded();
  // The challenge opens one session: a second request with the same challenge finds it gone.
  if (!(await deleteMfaChallenge(challengeHash))) throw challengeGone();
  const secondFactorRequired = await userMustUseSecondFactor(user);
  await audited('signed-in');
  return openSession(user, challenge.rememberMe, now, body.recoveryCode !== undefined, secondFactorRequired);
}

async function acceptTotpCode(user: UserRecord, code: string, now: Date): Promise<boolean> {
  const { totp } = await getSecondFactors(user.id);
  if (!totp) return false;
  const step = await matchTotpCode(decryptField(totp.secretEncrypted), code, now, totp.lastUsedStep);
  return step !== null && (await claimTotpStep(user.id, step));
}

/** Uses up a recovery code: stored as an HMAC, or (handed out before it) as a plain SHA-256. */
async function takeRecoveryCode(userId: number, code: string): Promise<boolean> {
  return (
    (await takeRecoveryCodeHash(userId, hashRecoveryCode(code))) ||
    takeRecoveryCodeHash(userId, legacyRecoveryCodeHash(code))
  );
}
