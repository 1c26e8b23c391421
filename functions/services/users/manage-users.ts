import { messages } from '../../../shared/messages';
import { can } from '../../../shared/permissions';
import type { CreateUserBody, UpdateUserBody } from '../../../shared/schemas/users';
import { maskRijksregisternummer } from '../../../shared/validation/rijksregisternummer';
import { AppError, conflict, notFound, validationError } from '../../http/errors';
import {
  deleteUser,
  getUserById,
  insertUser,
  listUsers,
  type NewUserRecord,
  replaceUser,
  type UserFilter,
  type UserRecord,
  type WriteRefusal,
} from '../../repositories/users';
import { recordActivity } from '../activity/record-activity';
import { hashPassword, passwordProblem } from '../auth/passwords';
import type { Actor } from '../auth/sessions';
import { revokeAllSessions } from '../auth/sessions';
import { encryptField } from '../crypto/field-encryption';
import { displayName, presentDirectoryEntry, presentUser } from './present-user';

const m = messages.volunteers;

function refusalError(refusal: WriteRefusal) {
  if (refusal === 'username-taken') return conflict(m.usernameTaken);
  if (refusal === 'email-taken') return conflict(m.emailTaken);
  return conflict();
}

/** Refuses a too short, too long or common password with its Dutch reason. */
function assertAcceptablePassword(password: string) {
  const problem = passwordProblem(password);
  if (problem) throw validationError(problem, [{ path: 'password', message: problem }]);
}

async function checkedPasswordHash(password: string) {
  assertAcceptablePassword(password);
  return hashPassword(password);
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

export async function createUser(actor: Actor, body: CreateUserBody, now: Date) {
  assertMayManage(actor, null, body.role);
  const result = await insertUser(
    {
      ...profileChanges(body),
      passwordHash: await checkedPasswordHash(body.password),
      ...storedRijksregisternummer(body.rijksregisterNummer ?? null),
    },
    now,
  );
  if ('refused' in result) throw refusalError(result.refused);
  await recordActivity({
    kind: 'user-created',
    message: `Nieuwe vrijwilliger toegevoegd: ${displayName(result.user)}`,
    actorId: actor.id,
    subject: { type: 'user', id: result.user.id },
    now,
  });
  return presentUser(result.user);
}

async function existingUser(id: number) {
  const user = await getUserById(id);
  if (!user) throw notFound(m.notFound);
  return user;
}

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

/** A manager sets someone's password: every session of that user ends. */
export async function changePasswordOf(actor: Actor, id: number, newPassword: string, now: Date) {
  const previous = await existingUser(id);
  assertMayManage(actor, previous);
  const result = await replaceUser(previous, { passwordHash: await checkedPasswordHash(newPassword) }, now);
  if ('refused' in result) throw refusalError(result.refused);
  await revokeAllSessions(id);
  return { message: m.passwordChanged };
}

export { assertAcceptablePassword, assertMayManage, existingUser, refusalError };
