import {
  hasGrant,
  normalizeRole,
  PERMISSIONS,
  type Permission,
  type Principal,
  ROLES,
  type Role,
} from '../permissions';

/**
 * Who must sign in with a second factor (issue 38 item 3). Everyone whose rights reach other people's
 * data or money must: managing users, reviewing declarations, seeing the bookkeeping, sending bulk
 * mail. The default list is derived from the permission table, so a role that gains one of these
 * rights needs a second factor without anyone remembering to add it. The association may name other
 * roles in the `secondFactorRoles` setting, but admin is always named: the setting cannot drop it.
 * Volunteers may opt in on the 'Beveiliging' page.
 */
export const STAFF_PERMISSIONS = [
  'manageUsers',
  'reviewDeclarations',
  'viewBookkeeping',
  'sendEmail',
] as const satisfies readonly Permission[];

/** True when the user holds a right that makes a second factor necessary by default. */
export function hasStaffRights(principal: Principal): boolean {
  return STAFF_PERMISSIONS.some((permission) => hasGrant(principal, PERMISSIONS[permission]));
}

/** The roles that must use a second factor when the setting is absent: admin and every staff role. */
export const DEFAULT_SECOND_FACTOR_ROLES: readonly Role[] = ROLES.filter(
  (role) => role === 'admin' || hasStaffRights({ role }),
);

/** The roles a stored setting names, admin always among them; absent (undefined) means the default. */
export function secondFactorRolesOf(configured: readonly Role[] | undefined): readonly Role[] {
  if (configured === undefined) return DEFAULT_SECOND_FACTOR_ROLES;
  return configured.includes('admin') ? configured : ['admin', ...configured];
}

/**
 * True when this user must sign in with a second factor. `configured` is the setting's list of roles
 * (undefined: absent, the default applies, which also counts staff rights granted by the user's type).
 * Used by sign-in, the session lifetimes, and whoever refuses to hand out links that would bypass it.
 */
export function mustUseSecondFactor(user: Principal, configured?: readonly Role[]): boolean {
  const role = normalizeRole(user.role);
  if (role === 'admin') return true;
  if (configured === undefined && hasStaffRights(user)) return true;
  return secondFactorRolesOf(configured).includes(role as Role);
}
