import {
  hasGrant,
  normalizeRole,
  PERMISSIONS,
  type Permission,
  type Principal,
  ROLES,
  type Role,
  USER_TYPES,
  type UserType,
} from '../permissions';

/**
 * Who may manage whom (ARCHITECTURE.md §5 and §11, issue 38): a manager acts only on users whose
 * rights are strictly fewer than their own (a strict subset: peers with the same rights cannot reset,
 * re-mail, change or delete each other), assigns only roles and types with strictly fewer rights, and
 * nobody changes their own role, type or status. Admins hold every right, so they manage everyone;
 * the services keep the last active admin. The server enforces it on every users route and before it
 * mints a reset link for a bulk mail; the screens use the same functions to show or hide.
 */

/** A user as far as the rule is concerned. */
export type ManagedUser = { id: number; role: string; type?: string | null; status?: string };
export type Manager = ManagedUser;

/** Why the rule refuses; each has its Dutch message in shared/messages/volunteers. */
export type UserManagementRefusal =
  | 'not-a-manager'
  | 'only-admins-manage-admins'
  | 'own-access'
  | 'target-not-below-manager'
  | 'assigns-not-below-manager';

/** Every permission a role and type grant together. */
export function rightsOf(principal: Principal): Set<Permission> {
  const granted = (Object.keys(PERMISSIONS) as Permission[]).filter((permission) =>
    hasGrant(principal, PERMISSIONS[permission]),
  );
  return new Set(granted);
}

/**
 * True when `manager` may do everything `subject` may do and at least one thing more: a strict
 * subset, so equals (two coördinators, a bestuurder and a dagelijks bestuurder) never qualify.
 */
export function hasFewerRights(subject: Principal, manager: Principal): boolean {
  const own = rightsOf(manager);
  const theirs = rightsOf(subject);
  return theirs.size < own.size && [...theirs].every((permission) => own.has(permission));
}

const isAdmin = (user: Principal) => normalizeRole(user.role) === 'admin';
const mayManageUsers = (user: Principal) => hasGrant(user, PERMISSIONS.manageUsers);

/** A role and type a manager may give someone (on create or edit). */
export function mayAssign(manager: Manager, next: { role: string; type?: string | null }): boolean {
  if (!mayManageUsers(manager)) return false;
  if (isAdmin(manager)) return true;
  return !isAdmin(next) && hasFewerRights(next, manager);
}

/** The roles a manager may give a user without a type (the role choice of the volunteer form). */
export function assignableRoles(manager: Manager, roles: readonly Role[] = ROLES): Role[] {
  return roles.filter((role) => mayAssign(manager, { role, type: null }));
}

/** The types a manager may give a user of this role. */
export function assignableTypes(manager: Manager, role: string): UserType[] {
  return USER_TYPES.filter((type) => mayAssign(manager, { role, type }));
}

/** True when the manager may act on this existing user at all (edit, delete, password, links). */
export function canManageUser(manager: Manager, target: ManagedUser): boolean {
  return userManagementRefusal(manager, target) === null;
}

const sameType = (a: string | null | undefined, b: string | null | undefined) =>
  (a ? normalizeRole(a) : null) === (b ? normalizeRole(b) : null);

/**
 * Why the manager may not act on this user, or null when they may. The same rule holds for create,
 * update, delete, change-password, invite, generate-reset-link and a reset link in a bulk mail:
 * `target` is the user as stored (null on create); `next` is the role, type and status a create or
 * update would leave them with. Managers may act on their own account (their profile, their own
 * password) as long as role, type and status stay; deleting oneself is refused by the service.
 */
export function userManagementRefusal(
  manager: Manager,
  target: ManagedUser | null,
  next?: { role: string; type?: string | null; status?: string },
): UserManagementRefusal | null {
  if (!mayManageUsers(manager)) return 'not-a-manager';
  const admin = isAdmin(manager);
  const isSelf = target !== null && target.id === manager.id;
  if (isSelf && next) {
    const changesOwnAccess =
      normalizeRole(next.role) !== normalizeRole(target.role) ||
      !sameType(next.type, target.type) ||
      (next.status !== undefined && next.status !== target.status);
    if (changesOwnAccess) return 'own-access';
  }
  if (admin) return null;
  if ((target && isAdmin(target)) || (next && isAdmin(next))) return 'only-admins-manage-admins';
  if (isSelf) return null;
  if (target && !hasFewerRights(target, manager)) return 'target-not-below-manager';
  if (next && !hasFewerRights(next, manager)) return 'assigns-not-below-manager';
  return null;
}
