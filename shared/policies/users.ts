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
 * Who may manage whom (ARCHITECTURE.md §5): a manager acts only on users whose rights are a subset
 * of their own, assigns only roles and types that stay within their own rights, and nobody changes
 * their own role, type or status. Admins hold every right, so they manage everyone. The server
 * enforces it on every users route; the screens use the same functions to show or hide.
 */

/** A user as far as the rule is concerned. */
export type ManagedUser = { id: number; role: string; type?: string | null; status?: string };
export type Manager = ManagedUser;

/** Why the rule refuses; each has its Dutch message in shared/messages/volunteers. */
export type UserManagementRefusal =
  | 'not-a-manager'
  | 'only-admins-manage-admins'
  | 'own-access'
  | 'target-has-more-rights'
  | 'assigns-more-rights';

/** Every permission a role and type grant together. */
export function rightsOf(principal: Principal): Set<Permission> {
  const granted = (Object.keys(PERMISSIONS) as Permission[]).filter((permission) =>
    hasGrant(principal, PERMISSIONS[permission]),
  );
  return new Set(granted);
}

/** True when everything `subject` may do, `manager` may do too. */
export function hasRightsWithin(subject: Principal, manager: Principal): boolean {
  const own = rightsOf(manager);
  return [...rightsOf(subject)].every((permission) => own.has(permission));
}

const isAdmin = (user: Principal) => normalizeRole(user.role) === 'admin';
const mayManageUsers = (user: Principal) => hasGrant(user, PERMISSIONS.manageUsers);

/** A role and type a manager may give someone (on create or edit). */
export function mayAssign(manager: Manager, next: { role: string; type?: string | null }): boolean {
  if (!mayManageUsers(manager)) return false;
  if (isAdmin(manager)) return true;
  return !isAdmin(next) && hasRightsWithin(next, manager);
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
 * update, delete, change-password, invite and generate-reset-link: `target` is the user as stored
 * (null on create); `next` is the role, type and status a create or update would leave them with.
 */
export function userManagementRefusal(
  manager: Manager,
  target: ManagedUser | null,
  next?: { role: string; type?: string | null; status?: string },
): UserManagementRefusal | null {
  if (!mayManageUsers(manager)) return 'not-a-manager';
  const admin = isAdmin(manager);
  if (target && target.id === manager.id && next) {
    const changesOwnAccess =
      normalizeRole(next.role) !== normalizeRole(target.role) ||
      !sameType(next.type, target.type) ||
      (next.status !== undefined && next.status !== target.status);
    if (changesOwnAccess) return 'own-access';
  }
  if (admin) return null;
  if ((target && isAdmin(target)) || (next && isAdmin(next))) return 'only-admins-manage-admins';
  if (target && !hasRightsWithin(target, manager)) return 'target-has-more-rights';
  if (next && !hasRightsWithin(next, manager)) return 'assigns-more-rights';
  return null;
}
