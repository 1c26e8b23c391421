import { activityMessages } from '../../../shared/messages/activity';
import { volunteerMessages } from '../../../shared/messages/volunteers';
import type { UpdateUserBody } from '../../../shared/schemas/users';
import { validationError } from '../../domain/errors';
import { deleteTokensOfUser } from '../../repositories/tokens';
import { type NewUserRecord, replaceUser, type UserRecord } from '../../repositories/users';
import { recordActivity } from '../activity/record-activity';
import { auditEntryOf, changesBetween, secretSet } from '../audit/record-audit';
import { noticeAccountChange, noticeEmailChange } from '../auth/account-notices';
import { checkedPasswordHash } from '../auth/password-policy';
import { assertRecentlyAuthenticated } from '../auth/reauthentication';
import type { Actor } from '../auth/sessions';
import { decryptField } from '../crypto/field-encryption';
import { assertRrnCollected } from '../privacy/privacy-settings';
import { userCounterChanges } from '../statistics/counter-changes';
import { endAccessOf } from './end-access';
import { ibanHistoryAfter } from './iban-changes';
import { displayName, presentUser } from './present-user';
import { assertAdminRemains, assertMayManage, existingUser, refusalError } from './user-access';
import { USER_AUDITED_FIELDS, userTarget } from './user-audit';
import { profileChanges, storedRijksregisternummer } from './user-input';

// Apart from the other users services because an edit may set a new password, so this route carries
// the common-password list.

const m = volunteerMessages.volunteers;

const storedDigits = (user: UserRecord) =>
  user.rijksregisterNummerEncrypted ? decryptField(user.rijksregisterNummerEncrypted) : null;

export async function updateUser(actor: Actor, id: number, body: UpdateUserBody, now: Date) {
  const previous = await existingUser(id);
  // Role, status and type left out of an edit keep their values: an edit never demotes by omission.
  const role = body.role ?? previous.role;
  const status = body.status ?? previous.status;
  const type = body.type === undefined ? previous.type : body.type;
  if (type === 'overige' && !body.customType) {
    throw validationError(m.customTypeRequired, [{ path: 'customType', message: m.customTypeRequired }]);
  }
  assertMayManage(actor, previous, { role, type, status });
  const keeps = await assertAdminRemains(actor, previous, { role, status });
  const changes: Partial<NewUserRecord> = profileChanges({ ...body, role, status, type });
  const emailChanged = 'email' in changes && (changes.email ?? null) !== (previous.email ?? null);
  // One's own password or e-mail only with the password confirmed: a borrowed session cannot take the account.
  if (id === actor.id && (body.password || emailChanged)) assertRecentlyAuthenticated(actor, now);
  if (body.password) changes.passwordHash = await checkedPasswordHash(body.password);
  const rrnChanged =
    body.rijksregisterNummer !== undefined && (body.rijksregisterNummer ?? null) !== storedDigits(previous);
  if (rrnChanged) await assertRrnCollected(body.rijksregisterNummer);
  if (rrnChanged) Object.assign(changes, storedRijksregisternummer(body.rijksregisterNummer ?? null));
  if ('bankAccount' in changes)
    Object.assign(changes, ibanHistoryAfter(previous, changes.bankAccount, actor.id, now));
  const counters = userCounterChanges(previous, { ...previous, ...changes }, now);
  const result = await replaceUser(
    previous,
    changes,
    now,
    counters,
    (next) =>
      auditEntryOf({
        action: 'user-updated',
        actor,
        target: userTarget(next),
        changes: [
          ...changesBetween(previous, next, USER_AUDITED_FIELDS),
          ...(rrnChanged ? [secretSet('rijksregisterNummer')] : []),
          ...(body.password ? [secretSet('password')] : []),
        ],
        now,
      }),
    keeps,
  );
  if ('refused' in result) throw refusalError(result.refused);

  const roleChanged = previous.role !== result.user.role;
  const accessChanged =
    roleChanged || previous.type !== result.user.type || previous.status !== result.user.status;
  const addressChanged = (previous.email ?? '') !== (result.user.email ?? '');
  if (accessChanged || body.password) await endAccessOf(id);
  // Links went to the old address: a new address gets new links.
  else if (addressChanged) await deleteTokensOfUser(id);
  if (body.password) await noticeAccountChange(id, 'password', now);
  if (addressChanged) await noticeEmailChange(id, previous.email, result.user.email, now);
  await recordActivity({
    kind: roleChanged ? 'user-role-changed' : 'user-updated',
    message: roleChanged
      ? activityMessages.activity.volunteerRoleChanged(displayName(result.user), result.user.role)
      : activityMessages.activity.volunteerUpdated(displayName(result.user)),
    actorId: actor.id,
    subject: { type: 'user', id },
    now,
  });
  return {
    ...presentUser(result.user),
    requireRelogin: accessChanged,
    message: roleChanged ? m.roleChangedRelogin : m.updated,
  };
}
