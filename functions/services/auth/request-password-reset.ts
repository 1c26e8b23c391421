import { volunteerMessages } from '../../../shared/messages/volunteers';
import { rateLimited } from '../../domain/errors';
import { sendMail } from '../../mail/send-mail';
import { passwordResetMail } from '../../mail/templates/account';
import { loadSystemWording } from '../../mail/templates/system';
import { findUserByEmail, findUserByUsername } from '../../repositories/users';
import { issueToken, LINK_LIFETIME_MS, resetLink } from './issue-link';
import { organizationName } from './organization-name';
import { createRateLimiter } from './rate-limiter';

const resetRequests = createRateLimiter('reset-requests', 5, 15 * 60_000);
/** Every answer takes at least this long, so its timing does not tell whether the account exists. */
const NEUTRAL_ANSWER_MS = 400;

/**
 * Forgot password: mails a 30-minute link when the account exists and has an e-mail address.
 * The answer is the same, and takes about as long, either way.
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
  if (user?.email && user.status !== 'inactive' && forAccount.allowed) {
    const token = await issueToken(user.id, 'reset', LINK_LIFETIME_MS['self-service-reset'], now);
    await sendMail(
      passwordResetMail(
        {
          to: user.email,
          firstName: user.firstName,
          link: resetLink(user.id, token),
          organizationName: await organizationName(),
          validFor: 'self-service',
        },
        await loadSystemWording('password-reset'),
      ),
    );
  }
  const remaining = NEUTRAL_ANSWER_MS - (Date.now() - startedAt);
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
  return { message: volunteerMessages.reset.neutralAnswer };
}
