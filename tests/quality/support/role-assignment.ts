import { canManageUser, userManagementRefusal } from '../../../shared/policies/users';
import { SPEC_ROLES, type SpecRole } from '../../integration/support/spec-access';

/**
 * The role-assignment rule (issue 24 point 1, issue 38 point 2, ARCHITECTURE.md §5) written from the
 * spec, not from shared/: a manager acts only on users whose rights are strictly fewer than their
 * own (admins on everyone, and only admins on admins). Rights per role are the lines of the §6 table
 * that name the role. The matrix's cells are generated from the shared rule (`expectedByRule`); this
 * spec-written copy checks that rule (`mayManageRole`).
 */
const SPEC_RIGHTS: Record<SpecRole, readonly string[]> = {
  admin: [
    'manage users',
    'manage families',
    'view families',
    'review',
    'send e-mail',
    'bell',
    'edit any declaration',
    'admin only',
  ],
  coordinator: ['manage users', 'manage families', 'view families', 'review', 'send e-mail', 'bell'],
  bestuurslid: ['manage users', 'view families', 'review', 'send e-mail', 'edit any declaration'],
  bestuurder: ['manage families', 'view families', 'review'],
  dagelijks_bestuurder: ['review'],
  vrijwilliger: ['view families'],
  huiswerkbegeleider: ['view families'],
};

/** The managers of §6 "Manage users": the only roles the users routes let through at all. */
export const MANAGER_ROLES = ['admin', 'coordinator', 'bestuurslid'] as const satisfies readonly SpecRole[];
export type ManagerRole = (typeof MANAGER_ROLES)[number];

/**
 * What a manager does to a user of the target role: `create` a user with that role, `assign` the
 * role to a volunteer, or act on an existing user of that role (`mail-reset-link`: a bulk mail with
 * `[RESETLINK]` to them, allowed when the mail carries a reset link).
 */
export const ASSIGNMENT_ACTIONS = [
  'create',
  'assign',
  'update',
  'change-password',
  'invite',
  'generate-reset-link',
  'mail-reset-link',
  'delete',
] as const;
export type AssignmentAction = (typeof ASSIGNMENT_ACTIONS)[number];

export const TARGET_ROLES = SPEC_ROLES;

/** True when the spec's rights of `target` are all rights of `manager`, and `manager` has more. */
export function mayManageRole(manager: ManagerRole, target: SpecRole): boolean {
  if (manager === 'admin') return true;
  if (target === 'admin') return false;
  const own = SPEC_RIGHTS[manager];
  const theirs = SPEC_RIGHTS[target];
  return theirs.length < own.length && theirs.every((right) => own.includes(right));
}

/**
 * What the shared rule (shared/policies/users.ts) answers for one cell: `create` and `assign` ask
 * whether the role may be given, the other actions whether the manager may act on a user of that
 * role. Manager and target are two different users, neither with a user type.
 */
export function expectedByRule(manager: ManagerRole, action: AssignmentAction, target: SpecRole): boolean {
  const self = { id: -1, role: manager, type: null };
  const next = { role: target, type: null, status: 'active' };
  if (action === 'create') return userManagementRefusal(self, null, next) === null;
  if (action === 'assign')
    return userManagementRefusal(self, { id: -2, role: 'vrijwilliger', type: null }, next) === null;
  return canManageUser(self, { id: -2, role: target, type: null });
}
