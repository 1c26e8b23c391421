import { authMessages } from '../../../shared/messages/auth';
import { rateLimited } from '../../domain/errors';
import { createRateLimiter } from './rate-limiter';

const WINDOW_MS = 15 * 60_000;

/**
 * Per-address limits of the public account-link routes. Links carry 256 random bits, so these stop
 * floods rather than guessing: checking a link (`check`) and setting a password with one (`use`, which
 * does the deliberately slow hashing) each allow a number of failed attempts per address and window;
 * a successful attempt is given back.
 */
const LIMITERS = {
  check: createRateLimiter('link-checks', 20, WINDOW_MS),
  use: createRateLimiter('link-uses', 10, WINDOW_MS),
} as const;

export async function withinAddressLimit<T>(
  kind: keyof typeof LIMITERS,
  clientIp: string,
  now: Date,
  action: () => Promise<T>,
): Promise<T> {
  const attempt = await LIMITERS[kind].consume([`ip:${clientIp}`], now);
  if (!attempt.allowed) {
    const minutes = Math.ceil(attempt.retryAfterSeconds / 60);
    throw rateLimited(authMessages.attempts.tooManyFromAddress(minutes), attempt.retryAfterSeconds);
  }
  const result = await action();
  await attempt.release();
  return result;
}
