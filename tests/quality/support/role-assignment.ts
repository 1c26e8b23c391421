import { SPEC_ROLES, type SpecRole } from '../../integration/support/spec-access';

/**
 * The role-assignment rule (issue 24 point 1, ARCHITECTURE.md §5) written from the spec, not from
 * shared/: a manager acts only on users whose rights are a subset of their own (admins on everyone,
 * and only admins on admins). Rights per role are the lines of the §6 table that name the role.
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
 * role to a volunteer, or act on an existing user of that role.
 */
export const ASSIGNMENT_ACTIONS = [
  'create',
  'assign',
  'update',
  'change-password',
  'invite',
  'generate-reset-link',
  'delete',
] as const;
export type AssignmentAction = (typeof ASSIGNMENT_ACTIONS)[number];

export const TARGET_ROLES = SPEC_ROLES;

/** True when the spec's rights of `target` are all rights of `manager`. */
export function mayManageRole(manager: ManagerRole, target: SpecRole): boolean {
  if (manager === 'admin') return true;
  if (target === 'admin') return false;
  return SPEC_RIGHTS[target].every((right) => SPEC_RIGHTS[manager].includes(right));
}
