import {
  LOGIN_BACKOFF_AFTER_FAILURES,
  LOGIN_BACKOFF_MAX_SECONDS,
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
} from '../../../shared/constants';
import { authMessages } from '../../../shared/messages/auth';
import type { LoginBody } from '../../../shared/schemas/auth';
import { AppError, rateLimited } from '../../domain/errors';
import { findUserByUsername } from '../../repositories/users';
import { presentUser } from '../users/present-user';
import { verifyPassword } from './passwords';
import { createBackoff, createRateLimiter } from './rate-limiter';
import { startSession } from './sessions';

const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60_000;

/** The hard limit: one username from one address. Someone elsewhere cannot use it to lock the account. */
const accountFromAddress = createRateLimiter('login-failures', LOGIN_MAX_FAILURES, WINDOW_MS);
/** One address trying many usernames. */
const fromAddress = createRateLimiter('login-address-failures', LOGIN_MAX_FAILURES_PER_ADDRESS, WINDOW_MS);
/** One username from everywhere: slowed down, never locked. */
const usernameBackoff = createBackoff('login-username', {
  freeFailures: LOGIN_BACKOFF_AFTER_FAILURES,
  windowMs: WINDOW_MS,
  maxDelayMs: LOGIN_BACKOFF_MAX_SECONDS * 1000,
});

/**
 * Checks the credentials and opens a session. An unknown user, a wrong password and an inactive
 * account get the same answer in about the same time, so the form reveals nothing about accounts.
 * Every attempt is counted before the password is checked; a successful one is given back.
 */
export async function logIn(credentials: LoginBody, clientIp: string, now: Date) {
  const username = credentials.username.toLowerCase();
  const perAccount = await accountFromAddress.consume([`user:${username}|ip:${clientIp}`], now);
  if (!perAccount.allowed) throw rateLimited(authMessages.login.rateLimited, perAccount.retryAfterSeconds);
  const perAddress = await fromAddress.consume([`ip:${clientIp}`], now);
  if (!perAddress.allowed) {
    await perAccount.release();
    throw rateLimited(authMessages.login.rateLimited, perAddress.retryAfterSeconds);
  }
  const waitSeconds = await usernameBackoff.wait(`user:${username}`, now);
  if (waitSeconds !== null) {
    await Promise.all([perAccount.release(), perAddress.release()]);
    throw rateLimited(authMessages.attempts.loginBackoff(waitSeconds), waitSeconds);
  }
  const user = await findUserByUsername(credentials.username);
  const passwordMatches = await verifyPassword(credentials.password, user?.passwordHash ?? null);
  if (!user || !passwordMatches || user.status !== 'active') {
    await usernameBackoff.recordFailure(`user:${username}`, now);
    throw new AppError('INVALID_CREDENTIALS', authMessages.login.invalidCredentials);
  }
  await Promise.all([perAccount.release(), perAddress.release()]);
  const actor = { id: user.id, username: user.username, role: user.role, type: user.type };
  const { previousSignInAt, ...session } = await startSession(actor, credentials.rememberMe, now);
  return { ...session, user: { ...presentUser(user), previousSignInAt } };
}
