import {
  INVITATION_DAYS,
  MANAGER_RESET_LINK_HOURS,
  SELF_SERVICE_RESET_MINUTES,
} from '../../../shared/constants';
import { volunteerMessages } from '../../../shared/messages/volunteers';
import { config } from '../../config';
import { rateLimited, validationError } from '../../domain/errors';
import { sendMail } from '../../mail/send-mail';
import { invitationMail, passwordResetMail } from '../../mail/templates/account';
import { deleteTokensOfUser, putToken, type TokenKind } from '../../repositories/tokens';
import { findUserByEmail, findUserByUsername } from '../../repositories/users';
import { recordActivity } from '../activity/record-activity';
import { readPublicSettings } from '../settings/public-settings';
import { assertMayManage, existingUser } from '../users/manage-users';
import { displayName } from '../users/present-user';
import { invalidInvitation, invalidReset, usableTokenOwner } from './account-tokens';
import { createRateLimiter } from './rate-limiter';
import type { Actor } from './sessions';
import { hashToken, newToken } from './tokens';

const LIFETIME_MS: Record<'invite' | 'manager-reset' | 'self-service-reset', number> = {
  invite: INVITATION_DAYS * 86_400_000,
  'manager-reset': MANAGER_RESET_LINK_HOURS * 3_600_000,
  'self-service-reset': SELF_SERVICE_RESET_MINUTES * 60_000,
};

/** Links always point at the configured portal address, never at a Host header an attacker could send. */
const portalLink = (path: string) => new URL(path, config.PORTAL_URL).toString();
const invitePath = (userId: number, token: string) => `/invite/${userId}/${token}`;
const resetPath = (userId: number, token: string) => `/wachtwoord-vergeten/${userId}/${token}`;

async function organizationName() {
  return (await readPublicSettings()).organizationName ?? 'Vrijwilligersportaal';
}

/** Issues a fresh token of a kind; older ones of that kind stop working, so only the newest link is valid. */
async function issueToken(userId: number, kind: TokenKind, lifetimeMs: number, now: Date) {
  await deleteTokensOfUser(userId, kind);
  const token = newToken();
  await putToken({
    tokenHash: hashToken(token),
    kind,
    userId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + lifetimeMs).toISOString(),
  });
  return token;
}

export async function sendInvitation(actor: Actor, userId: number, now: Date) {
  const user = await existingUser(userId);
  assertMayManage(actor, user);
  if (!user.email) throw validationError(volunteerMessages.volunteers.noEmail);
  const token = await issueToken(userId, 'invite', LIFETIME_MS.invite, now);
  await sendMail(
    invitationMail({
      to: user.email,
      firstName: user.firstName,
      link: portalLink(invitePath(userId, token)),
      organizationName: await organizationName(),
    }),
  );
  await recordActivity({
    kind: 'user-invited',
    message: `Uitnodiging verstuurd naar ${displayName(user)}`,
    actorId: actor.id,
    subject: { type: 'user', id: userId },
    now,
  });
  return { message: volunteerMessages.volunteers.invitationSent };
}

export async function verifyInvitation(userId: number, token: string, now: Date) {
  const user = await usableTokenOwner(userId, token, 'invite', now);
  if (!user) throw invalidInvitation();
  return { firstName: user.firstName || null };
}

export async function generateResetLink(actor: Actor, userId: number, now: Date) {
  const user = await existingUser(userId);
  assertMayManage(actor, user);
  if (!user.email) throw validationError(volunteerMessages.volunteers.noEmail);
  const token = await issueToken(userId, 'reset', LIFETIME_MS['manager-reset'], now);
  return {
    resetLink: portalLink(resetPath(userId, token)),
    userName: displayName(user),
    message: volunteerMessages.volunteers.resetLinkCreated,
  };
}

const resetRequests = createRateLimiter('reset-requests', 5, 15 * 60_000);
/** Every answer takes at least this long, so its timing does not tell whether the account exists. */
const NEUTRAL_ANSWER_MS = 400;

/**
 * Forgot password: mails a 30-minute link when the account exists and has an e-mail address.
 * The answer is the same, and takes about as long, either way.
 */
export async function requestPasswordReset(usernameOrEmail: string, clientIp: string, now: Date) {
  const startedAt = Date.now();
  const accountKey = `account:${usernameOrEmail.toLowerCase()}`;
  if (await resetRequests.isLimited([`ip:${clientIp}`], now)) {
    throw rateLimited(volunteerMessages.reset.tooManyRequests, resetRequests.windowSeconds);
  }
  // A limited account is answered like any other, so the limit itself reveals nothing; it only stops mail floods.
  const accountLimited = await resetRequests.isLimited([accountKey], now);
  await resetRequests.record([`ip:${clientIp}`, accountKey], now);
  const user = usernameOrEmail.includes('@')
    ? ((await findUserByEmail(usernameOrEmail)) ?? (await findUserByUsername(usernameOrEmail)))
    : await findUserByUsername(usernameOrEmail);
  if (user?.email && user.status !== 'inactive' && !accountLimited) {
    const token = await issueToken(user.id, 'reset', LIFETIME_MS['self-service-reset'], now);
    await sendMail(
      passwordResetMail({
        to: user.email,
        firstName: user.firstName,
        link: portalLink(resetPath(user.id, token)),
        organizationName: await organizationName(),
        validFor: 'self-service',
      }),
    );
  }
  const remaining = NEUTRAL_ANSWER_MS - (Date.now() - startedAt);
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
  return { message: volunteerMessages.reset.neutralAnswer };
}

export async function verifyResetToken(userId: number, token: string, now: Date) {
  const user = await usableTokenOwner(userId, token, 'reset', now);
  if (!user) throw invalidReset();
  return { valid: true as const, firstName: user.firstName || null };
}
