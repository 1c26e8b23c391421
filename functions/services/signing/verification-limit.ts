import { signingMessages } from '../../../shared/messages/signing';
import { rateLimited } from '../../domain/errors';
import { createRateLimiter } from '../auth/rate-limiter';

/**
 * Tokens carry 122 random bits, so this stops floods rather than guessing: every public verification
 * call (token, proof, file) counts against the caller's address, successful or not.
 */
const verifications = createRateLimiter('signature-verifications', 60, 15 * 60_000);

export async function countVerification(clientIp: string, now: Date) {
  const attempt = await verifications.consume([`ip:${clientIp}`], now);
  if (!attempt.allowed) {
    const minutes = Math.ceil(attempt.retryAfterSeconds / 60);
    throw rateLimited(signingMessages.verification.tooMany(minutes), attempt.retryAfterSeconds);
  }
}
