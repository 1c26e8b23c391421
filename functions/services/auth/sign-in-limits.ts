import {
  LOGIN_BACKOFF_AFTER_FAILURES,
  LOGIN_BACKOFF_MAX_SECONDS,
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
} from '../../../shared/constants';
import { authMessages } from '../../../shared/messages/auth';
import { rateLimited } from '../../domain/errors';
import { getSecondFactors } from '../../repositories/second-factors';
import { findUserByUsername } from '../../repositories/users';
import { createBackoff, createRateLimiter } from './rate-limiter';

const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60_000;

/** The hard limit: one username from one address. Someone elsewhere cannot use it to lock the account. */
const accountFromAddress = createRateLimiter('login-failures', LOGIN_MAX_FAILURES, WINDOW_MS);
/** One address trying many usernames. */
const fromAddress = createRateLimiter('login-address-failures', LOGIN_MAX_FAILURES_PER_ADDRESS, WINDOW_MS);
/**
 * One username from everywhere: slowed down (at most a minute), never locked. It guards passwords
 * that open an account alone: a sign-in that still has to pass a second factor skips it.
 */
const usernameBackoff = createBackoff('login-username', {
  freeFailures: LOGIN_BACKOFF_AFTER_FAILURES,
  windowMs: WINDOW_MS,
  maxDelayMs: LOGIN_BACKOFF_MAX_SECONDS * 1000,
});

export type SignInAttempt = {
  /** The attempt succeeded: it is given back to the per-account and per-address limits. */
  succeeded(): Promise<void>;
  /** The attempt failed: it stays counted, and the username's backoff grows. */
  failed(): Promise<void>;
};

export type SignInAttemptOptions = {
  /**
   * Asked only while the username's back-off holds: true lets the attempt past it. For a second step
   * (an authenticator code, a recovery code, a passkey) and for the password of an account with a
   * second factor, where the password alone opens nothing: failures from elsewhere then cannot keep
   * the owner out, and the hard limits per username + address and per address still count.
   */
  isExemptFromBackoff?: () => Promise<boolean>;
};

/**
 * Counts one sign-in attempt (a password, or a code of the second step) against the limits before
 * anything is checked; throws 429 when a limit is reached. Wrong passwords and wrong codes share
 * the same counters, so the second step gives a guesser no fresh allowance.
 */
export async function claimSignInAttempt(
  username: string,
  clientIp: string,
  now: Date,
  options: SignInAttemptOptions = {},
): Promise<SignInAttempt> {
  const user = username.toLowerCase();
  const perAccount = await accountFromAddress.consume([`user:${user}|ip:${clientIp}`], now);
  if (!perAccount.allowed) throw rateLimited(authMessages.login.rateLimited, perAccount.retryAfterSeconds);
  const perAddress = await fromAddress.consume([`ip:${clientIp}`], now);
  if (!perAddress.allowed) {
    await perAccount.release();
    throw rateLimited(authMessages.login.rateLimited, perAddress.retryAfterSeconds);
  }
  const waitSeconds = await usernameBackoff.wait(`user:${user}`, now);
  if (waitSeconds !== null && !(await options.isExemptFromBackoff?.())) {
    await Promise.all([perAccount.release(), perAddress.release()]);
    throw rateLimited(authMessages.attempts.loginBackoff(waitSeconds), waitSeconds);
  }
  return {
    succeeded: async () => void (await Promise.all([perAccount.release(), perAddress.release()])),
    failed: () => usernameBackoff.recordFailure(`user:${user}`, now),
  };
}

/** True when the username's account has a second factor, so its password alone opens no session. */
export async function hasSecondFactor(username: string): Promise<boolean> {
  const user = await findUserByUsername(username);
  if (!user) return false;
  const factors = await getSecondFactors(user.id);
  return Boolean(factors.totp) || factors.passkeys.length > 0;
}
