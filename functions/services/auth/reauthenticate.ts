import { authMessages } from '../../../shared/messages/auth';
import { AppError, rateLimited, unauthenticated } from '../../domain/errors';
import { markSessionAuthenticated } from '../../repositories/sessions';
import { getUserById } from '../../repositories/users';
import { verifyPassword } from './passwords';
import { createRateLimiter } from './rate-limiter';
import { REAUTHENTICATION_MS } from './reauthentication';
import { type Actor, endSession } from './sessions';

/** Five wrong passwords in 15 minutes end the session: a stolen session cannot be used to guess the password. */
const wrongPasswords = createRateLimiter('reauthentication-failures', 5, 15 * 60_000);

/** Confirms the signed-in user's password and stamps the session, which opens sensitive actions for 5 minutes. */
export async function reauthenticate(actor: Actor, password: string, now: Date) {
  const key = `user:${actor.id}`;
  const attempt = await wrongPasswords.consume([key], now);
  if (!attempt.allowed) {
    await endSession(actor);
    throw rateLimited(authMessages.attempts.tooManyPasswordConfirmations, attempt.retryAfterSeconds);
  }
  const user = await getUserById(actor.id);
  if (user?.status !== 'active') throw unauthenticated();
  if (!(await verifyPassword(password, user.passwordHash ?? null))) {
    throw new AppError('VALIDATION', authMessages.session.wrongPassword, [
      { path: 'password', message: authMessages.session.wrongPassword },
    ]);
  }
  await attempt.release();
  if (!(await markSessionAuthenticated(actor.tokenHash, now.toISOString()))) throw unauthenticated();
  return {
    message: authMessages.session.reauthenticated,
    validUntil: new Date(now.getTime() + REAUTHENTICATION_MS).toISOString(),
  };
}
