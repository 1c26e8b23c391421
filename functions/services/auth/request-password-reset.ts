import * as z from 'zod';
import { volunteerMessages } from '../../../shared/messages/volunteers';
import { rateLimited } from '../../domain/errors';
import { findUserByEmail, findUserByUsername, type UserRecord } from '../../repositories/users';
import { enqueue } from '../../workers/queue';
import { createRateLimiter } from './rate-limiter';

const resetRequests = createRateLimiter('reset-requests', 5, 15 * 60_000);
/**
 * Every answer takes this long at least, so its timing does not tell whether the account exists: the
 * work before it (limits, one lookup, handing a message to the queue) stays far below it, and the
 * mail itself, however slow the relay, is sent by the account-mail worker after the answer.
 */
const NEUTRAL_ANSWER_MS = 400;

export const mayReceiveReset = (user: UserRecord | null): user is UserRecord =>
  Boolean(user?.email) && user?.status !== 'inactive';

/**
 * Forgot password: queues a 30-minute link for the account when it exists and has an e-mail address.
 * The answer is the same, and takes the same floor, either way.
 */
export async function requestPasswordReset(usernameOrEmail: string, clientIp: string, now: Date) {
  const startedAt = Date.now();
  const fromAddress = await resetRequests.consume([`ip:${clientIp}`], now);
  if (!fromAddress.allowed) {
    throw rateLimited(volunteerMessages.reset.tooManyRequests, fromAddress.retryAfterSeconds);
  }
  // A limited account is answered like any other, so the limit itself reveals nothing; it only stops mail floods.
  const forAccount = await resetRequests.consume([`account:${usernameOrEmail.toLowerCase()}`], now);
  const user = usernameOrEmail.includes('@')
    ? ((await findUserByEmail(usernameOrEmail)) ?? (await findUserByUsername(usernameOrEmail)))
    : await findUserByUsername(usernameOrEmail);
  if (mayReceiveReset(user) && forAccount.allowed) {
    await enqueue('account-mail', { userId: user.id, requestedAt: now.toISOString() });
  }
  const remaining = NEUTRAL_ANSWER_MS - (Date.now() - startedAt);
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
  return { message: volunteerMessages.reset.neutralAnswer };
}

// The mail itself is sent by the account-mail worker (send-password-reset-mail.ts): this route's bundle
// carries neither the mail templates nor the SES client.
export const resetMailMessageSchema = z.object({ userId: z.number().int(), requestedAt: z.iso.datetime() });
export type ResetMailMessage = z.infer<typeof resetMailMessageSchema>;
