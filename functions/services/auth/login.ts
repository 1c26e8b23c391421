import { LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_MAX_FAILURES } from '../../../shared/constants';
import { authMessages } from '../../../shared/messages/auth';
import type { LoginBody } from '../../../shared/schemas/auth';
import { AppError, rateLimited } from '../../domain/errors';
import { findUserByUsername } from '../../repositories/users';
import { presentUser } from '../users/present-user';
import { verifyPassword } from './passwords';
import { createRateLimiter } from './rate-limiter';
import { startSession } from './sessions';

const failures = createRateLimiter(
  'login-failures',
  LOGIN_MAX_FAILURES,
  LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
);

/**
 * Checks the credentials and opens a session. An unknown user, a wrong password and an inactive
 * account get the same answer in about the same time, so the form reveals nothing about accounts.
 */
export async function logIn(credentials: LoginBody, clientIp: string, now: Date) {
  const limitKeys = [`user:${credentials.username.toLowerCase()}`, `ip:${clientIp}`];
  if (await failures.isLimited(limitKeys, now)) {
    throw rateLimited(authMessages.login.rateLimited, failures.windowSeconds);
  }
  const user = await findUserByUsername(credentials.username);
  const passwordMatches = await verifyPassword(credentials.password, user?.passwordHash ?? null);
  if (!user || !passwordMatches || user.status !== 'active') {
    await failures.record(limitKeys, now);
    throw new AppError('INVALID_CREDENTIALS', authMessages.login.invalidCredentials);
  }
  const actor = { id: user.id, username: user.username, role: user.role, type: user.type };
  const session = await startSession(actor, credentials.rememberMe, now);
  return { ...session, user: presentUser(user) };
}
