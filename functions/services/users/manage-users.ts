import { volunteerMessages } from '../../../shared/messages/volunteers';
import { can } from '../../../shared/permissions';
import type { CreateUserBody } from '../../../shared/schemas/users';
import { maskRijksregisternummer } from '../../../shared/validation/rijksregisternummer';
import { AppError, conflict, notFound } from '../../domain/errors';
import {
  deleteUser,
  getUserById,
  listUsers,
  type NewUserRecord,
  type UserFilter,
  type UserRecord,
  type WriteRefusal,
} from '../../repositories/users';
import { recordActivity } from '../activity/record-activity';
import type { Actor } from '../auth/sessions';
import { revokeAllSessions } from '../auth/sessions';
import { encryptField } from '../crypto/field-encryption';
import { displayName, presentDirectoryEntry, presentUser } from './present-user';

// Shared by every users route, so it must not import password-policy (the common-password list):
// the services that set a password live apart, in create-user, update-user and change-user-password.

const m = volunteerMessages.volunteers;

function refusalError(refusal: WriteRefusal) {
  if (refusal === 'username-taken') return conflict(m.usernameTaken);
  if (refusal === 'email-taken') return conflict(m.emailTaken);
  return conflict();
}

/** Only admins may create, change or remove admins: a coordinator cannot promote anyone above themselves. */
function assertMayManage(actor: Actor, target: { role: string } | null, requestedRole?: string) {
  if (actor.role === 'admin') return;
  if (target?.role === 'admin' || requestedRole === 'admin') {
    throw new AppError('FORBIDDEN', m.onlyAdminsManageAdmins);
  }
}

/** The last active admin cannot be demoted, deactivated or deleted: the portal would lose its administrator. */
async function assertAdminRemains(target: UserRecord, next: { role: string; status: string } | null) {
  const staysActiveAdmin = next?.role === 'admin' && next.status === 'active';
  if (target.role !== 'admin' || target.status !== 'active' || staysActiveAdmin) return;
  const activeAdmins = await listUsers({ role: 'admin', status: 'active' });
  if (activeAdmins.filter((admin) => admin.id !== target.id).length === 0) throw conflict(m.lastAdmin);
}

export async function listUsersFor(actor: Actor, filter: UserFilter) {
  const users = await listUsers(filter);
  return users.map(can(actor, 'manageUsers') ? presentUser : presentDirectoryEntry);
}

/** Encrypted for the admin's full read, masked for everyone else's lists. */
function storedRijksregisternummer(digits: string | null) {
  return {
    rijksregisterNummerEncrypted: digits ? encryptField(digits) : null,
    rijksregisterNummerMasked: digits ? maskRijksregisternummer(digits) : null,
  };
}

function profileChanges(
  body: Omit<CreateUserBody, 'password'>,
): Omit<NewUserRecord, 'passwordHash' | 'rijksregisterNummerEncrypted' | 'rijksregisterNummerMasked'> {
  return {
    username: body.username,
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    phone: body.phone,
    address: body.address,
    bankAccount: body.bankAccount,
    skills: body.skills,
    diploma: body.diploma,
    notes: body.notes,
    type: body.type,
    customType: body.type === 'overige' ? body.customType : null,
    status: body.status,
    role: body.role,
  };
}

async function existingUser(id: number) {
  const user = await getUserById(id);
  if (!user) throw notFound(m.notFound);
  return user;
}

export async function removeUser(actor: Actor, id: number, now: Date) {
  if (actor.id === id) throw conflict(m.cannotDeleteSelf);
  const previous = await existingUser(id);
  assertMayManage(actor, previous);
  await assertAdminRemains(previous, null);
  if ((await deleteUser(previous, now)) === 'changed') throw conflict();
  await revokeAllSessions(id);
  await recordActivity({
    kind: 'user-deleted',
    message: `Vrijwilliger verwijderd: ${displayName(previous)}`,
    actorId: actor.id,
    subject: { type: 'user', id },
    now,
  });
  return { message: m.deleted };
}

export {
  assertAdminRemains,
  assertMayManage,
  existingUser,
  profileChanges,
  refusalError,
  storedRijksregisternummer,
};
