import { volunteerMessages } from '../../../shared/messages/volunteers';
import { validationError } from '../../domain/errors';
import { recordAudit } from '../audit/record-audit';
import { displayName } from '../users/present-user';
import { assertMayManage, existingUser } from '../users/user-access';
import { userTarget } from '../users/user-audit';
import { issueToken, LINK_LIFETIME_MS, resetLink } from './issue-link';
import { assertRecentlyAuthenticated } from './reauthentication';
import type { Actor } from './sessions';

/**
 * A 48-hour reset link the manager passes on by hand; nothing is mailed. A link for oneself sets one's
 * own password, so it wants the password proven in the last 5 minutes, like changing it directly: a
 * borrowed session cannot mint a way into the account.
 */
export async function generateResetLink(actor: Actor, userId: number, now: Date) {
  if (userId === actor.id) assertRecentlyAuthenticated(actor, now);
  const user = await existingUser(userId);
  assertMayManage(actor, user);
  if (!user.email) throw validationError(volunteerMessages.volunteers.noEmail);
  const token = await issueToken(userId, 'reset', LINK_LIFETIME_MS['manager-reset'], now);
  await recordAudit({ action: 'reset-link-generated', actor, target: userTarget(user), now });
  return {
    resetLink: resetLink(userId, token),
    userName: displayName(user),
    message: volunteerMessages.volunteers.resetLinkCreated,
  };
}
