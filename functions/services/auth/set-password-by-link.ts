import { activityMessages } from '../../../shared/messages/activity';
import { volunteerMessages } from '../../../shared/messages/volunteers';
import type { AppError } from '../../domain/errors';
import { consumeToken, deleteTokensOfUser, type TokenKind } from '../../repositories/tokens';
import { getUserById, replaceUser } from '../../repositories/users';
import { recordActivity } from '../activity/record-activity';
import { userCounterChanges } from '../statistics/counter-changes';
import { displayName } from '../users/present-user';
import { refusalError } from '../users/user-access';
import { noticeAccountChange } from './account-notices';
import { invalidInvitation, invalidReset, usableTokenOwner } from './account-tokens';
import { signInAfterPassword } from './login';
import { assertAcceptablePassword } from './password-policy';
import { hashPassword } from './passwords';
import { auditPasswordReset } from './security-audit';
import { revokeAllSessions } from './sessions';
import { hashToken } from './tokens';

// These two set a password, so they carry the common-password list; the link services that only
// check or mail a link do not. The token helpers come from account-tokens, so these routes do not
// carry the mail templates and the SES client either.

/**
 * Checks the password rules, then that the link is still usable, and only then hashes: an anonymous
 * caller with a made-up link cannot make the server do the deliberately slow hashing. The link itself
 * is used up afterwards, by the caller, with a conditional delete.
 */
async function hashForUsableToken(
  password: string,
  userId: number,
  token: string,
  kind: TokenKind,
  now: Date,
  invalid: () => AppError,
) {
  assertAcceptablePassword(password);
  if (!(await usableTokenOwner(userId, token, kind, now))) throw invalid();
  return hashPassword(password);
}

/** Sets the password chosen on the activation screen, activates the account and signs the user in. */
export async function acceptInvitation(
  input: { userId: number; token: string; password: string },
  now: Date,
) {
  const passwordHash = await hashForUsableToken(
    input.password,
    input.userId,
    input.token,
    'invite',
    now,
    invalidInvitation,
  );
  const consumed = await consumeToken(hashToken(input.token), 'invite', input.userId, now);
  const user = consumed ? await getUserById(input.userId) : null;
  // An invitation activates a pending account; it never reactivates a deactivated one.
  if (!user || user.status === 'inactive') throw invalidInvitation();
  const activation = user.status === 'pending' ? { status: 'active' as const } : {};
  const result = await replaceUser(
    user,
    { passwordHash, ...activation },
    now,
    userCounterChanges(user, { ...user, ...activation }, now),
  );
  if ('refused' in result) throw refusalError(result.refused);
  await Promise.all([revokeAllSessions(user.id), deleteTokensOfUser(user.id)]);
  await recordActivity({
    kind: 'user-activated',
    message: activityMessages.activity.accountActivated(displayName(user)),
    actorId: user.id,
    subject: { type: 'user', id: user.id },
    now,
  });
  // Signs in as a password would: a user with a second factor still has to give it.
  return signInAfterPassword(result.user, false, now);
}

/** Sets the new password from a reset link; the link is used up and every session of the user ends. */
export async function resetPassword(userId: number, token: string, newPassword: string, now: Date) {
  const passwordHash = await hashForUsableToken(newPassword, userId, token, 'reset', now, invalidReset);
  const consumed = await consumeToken(hashToken(token), 'reset', userId, now);
  const user = consumed ? await getUserById(userId) : null;
  if (!user) throw invalidReset();
  const result = await replaceUser(
    user,
    { passwordHash, ...(user.status === 'pending' ? { status: 'active' as const } : {}) },
    now,
    userCounterChanges(user, { ...user, status: user.status === 'pending' ? 'active' : user.status }, now),
  );
  if ('refused' in result) throw refusalError(result.refused);
  await Promise.all([
    revokeAllSessions(userId),
    deleteTokensOfUser(userId),
    auditPasswordReset(result.user, now),
    noticeAccountChange(userId, 'password', now),
  ]);
  return { message: volunteerMessages.reset.passwordChanged };
}
