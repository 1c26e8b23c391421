import { volunteerMessages } from '../../../shared/messages/volunteers';
import type { UpdateUserBody } from '../../../shared/schemas/users';
import { validationError } from '../../domain/errors';
import { type NewUserRecord, replaceUser } from '../../repositories/users';
import { recordActivity } from '../activity/record-activity';
import { checkedPasswordHash } from '../auth/password-policy';
import type { Actor } from '../auth/sessions';
import { revokeAllSessions } from '../auth/sessions';
import {
  assertAdminRemains,
  assertMayManage,
  existingUser,
  profileChanges,
  refusalError,
  storedRijksregisternummer,
} from './manage-users';
import { displayName, presentUser } from './present-user';

// Apart from manage-users because an edit may set a new password, so this route carries the
// common-password list.

const m = volunteerMessages.volunteers;

export async function updateUser(actor: Actor, id: number, body: UpdateUserBody, now: Date) {
  const previous = await existingUser(id);
  // Role, status and type left out of an edit keep their values: an edit never demotes by omission.
  const role = body.role ?? previous.role;
  const status = body.status ?? previous.status;
  const type = body.type === undefined ? previous.type : body.type;
  if (type === 'overige' && !body.customType) {
    throw validationError(m.customTypeRequired, [{ path: 'customType', message: m.customTypeRequired }]);
  }
  assertMayManage(actor, previous, role);
  await assertAdminRemains(previous, { role, status });
  const changes: Partial<NewUserRecord> = profileChanges({ ...body, role, status, type });
  if (body.password) changes.passwordHash = await checkedPasswordHash(body.password);
  if (body.rijksregisterNummer !== undefined)
    Object.assign(changes, storedRijksregisternummer(body.rijksregisterNummer));
  const result = await replaceUser(previous, changes, now);
  if ('refused' in result) throw refusalError(result.refused);

  const roleChanged = previous.role !== result.user.role;
  const lostAccess = result.user.status !== 'active';
  if (roleChanged || lostAccess || body.password) await revokeAllSessions(id);
  await recordActivity({
    kind: roleChanged ? 'user-role-changed' : 'user-updated',
    message: roleChanged
      ? `Rol van ${displayName(result.user)} gewijzigd naar ${result.user.role}`
      : `Vrijwilliger bijgewerkt: ${displayName(result.user)}`,
    actorId: actor.id,
    subject: { type: 'user', id },
    now,
  });
  return {
    ...presentUser(result.user),
    requireRelogin: roleChanged,
    message: roleChanged ? m.roleChangedRelogin : m.updated,
  };
}
