import { volunteerMessages } from '../../../shared/messages/volunteers';
import { type UserManagementRefusal, userManagementRefusal } from '../../../shared/policies/users';
import { AppError, conflict, forbidden, notFound } from '../../domain/errors';
import { getUserById, listUsers, type UserRecord, type WriteRefusal } from '../../repositories/users';
import type { Actor } from '../auth/sessions';

// Shared by every users route, so it must not import password-policy (the common-password list):
// the services that set a password live apart, in create-user, update-user and change-user-password.

const m = volunteerMessages.volunteers;

export function refusalError(refusal: WriteRefusal) {
  if (refusal === 'username-taken') return conflict(m.usernameTaken);
  if (refusal === 'email-taken') return conflict(m.emailTaken);
  return conflict();
}

const MANAGEMENT_REFUSALS: Record<UserManagementRefusal, () => AppError> = {
  'not-a-manager': forbidden,
  'only-admins-manage-admins': () => new AppError('FORBIDDEN', m.onlyAdminsManageAdmins),
  'own-access': () => new AppError('FORBIDDEN', m.cannotChangeOwnAccess),
  'target-not-below-manager': () => new AppError('FORBIDDEN', m.targetNotBelowManager),
  'assigns-not-below-manager': () => new AppError('FORBIDDEN', m.assignsNotBelowManager),
};

/**
 * The role-assignment rule of shared/policies/users for one request: `target` as stored (null on
 * create), `next` the role, type and status the request would leave them with. Refused: 403.
 */
export function assertMayManage(
  actor: Actor,
  target: UserRecord | null,
  next?: { role: string; type: string | null; status: string },
) {
  const refusal = userManagementRefusal(actor, target, next);
  if (refusal) throw MANAGEMENT_REFUSALS[refusal]();
}

/**
 * The last active admin cannot be demoted, deactivated or deleted: the portal would lose its
 * administrator. Answers the active admin who remains (the acting one when they are among them), for
 * the write to check in its transaction that they still are (`keeps` of replaceUser and deleteUser):
 * two admins removing each other at once then cannot both succeed. Null when no admin leaves.
 */
export async function assertAdminRemains(
  actor: { id: number },
  target: UserRecord,
  next: { role: string; status: string } | null,
): Promise<UserRecord | null> {
  const staysActiveAdmin = next?.role === 'admin' && next.status === 'active';
  if (target.role !== 'admin' || target.status !== 'active' || staysActiveAdmin) return null;
  const activeAdmins = await listUsers({ role: 'admin', status: 'active' });
  const remaining = activeAdmins.filter((admin) => admin.id !== target.id);
  const keeps = remaining.find((admin) => admin.id === actor.id) ?? remaining[0];
  if (!keeps) throw conflict(m.lastAdmin);
  return keeps;
}

export async function existingUser(id: number) {
  const user = await getUserById(id);
  if (!user) throw notFound(m.notFound);
  return user;
}
