import { activityMessages } from '../../../shared/messages/activity';
import type { CreateUserBody } from '../../../shared/schemas/users';
import { insertUser } from '../../repositories/users';
import { recordActivity } from '../activity/record-activity';
import { auditEntryOf, changesBetween, secretSet } from '../audit/record-audit';
import { checkedPasswordHash } from '../auth/password-policy';
import { sendInvitation } from '../auth/send-invitation';
import type { Actor } from '../auth/sessions';
import { assertRrnCollected } from '../privacy/privacy-settings';
import { userCounterChanges } from '../statistics/counter-changes';
import { ibanHistoryAfter } from './iban-changes';
import { displayName, presentUser } from './present-user';
import { assertMayManage, refusalError } from './user-access';
import { USER_AUDITED_FIELDS, userTarget } from './user-audit';
import { profileChanges, storedRijksregisternummer } from './user-input';

export async function createUser(actor: Actor, body: CreateUserBody, now: Date) {
  assertMayManage(actor, null, body);
  await assertRrnCollected(body.rijksregisterNummer);
  // Invited: no password, and pending (it cannot sign in) until the invitation is accepted.
  const input = {
    ...profileChanges(body),
    ...(body.invite ? { status: 'pending' as const } : {}),
    passwordHash: body.password === undefined ? null : await checkedPasswordHash(body.password),
    ...storedRijksregisternummer(body.rijksregisterNummer ?? null),
    // An IBAN set with the account is marked like a later change: its creator may not approve its declarations.
    ...ibanHistoryAfter(null, body.bankAccount, actor.id, now),
  };
  const result = await insertUser(
    input,
    now,
    userCounterChanges(null, { ...input, createdAt: now.toISOString() }, now),
    (user) =>
      auditEntryOf({
        action: 'user-created',
        actor,
        target: userTarget(user),
        changes: [
          ...changesBetween(null, user, USER_AUDITED_FIELDS),
          ...(user.rijksregisterNummerEncrypted ? [secretSet('rijksregisterNummer')] : []),
        ],
        now,
      }),
  );
  if ('refused' in result) throw refusalError(result.refused);
  await recordActivity({
    kind: 'user-created',
    message: activityMessages.activity.volunteerCreated(displayName(result.user)),
    actorId: actor.id,
    subject: { type: 'user', id: result.user.id },
    now,
  });
  if (body.invite) await sendInvitation(actor, result.user.id, now);
  return presentUser(result.user);
}
