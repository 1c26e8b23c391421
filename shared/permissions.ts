/**
 * Spec §6 as data. Roles are stored canonically (`coordinator`); `coördinator` is accepted on input.
 * The server enforces these on every route (the registry names the permission); the client only
 * uses them to hide what the server would refuse.
 */
export const ROLES = [
  'admin',
  'coordinator',
  'bestuurslid',
  'bestuurder',
  'dagelijks_bestuurder',
  'vrijwilliger',
  'huiswerkbegeleider',
] as const;
export type Role = (typeof ROLES)[number];

/** Roles a manager may assign to a volunteer in the volunteer dialog. */
export const ASSIGNABLE_ROLES = ['vrijwilliger', 'coordinator', 'bestuurslid', 'admin'] as const;

export const USER_TYPES = [
  'mentor',
  'supporter',
  'coordinator',
  'huiswerkbegeleider',
  'telefoonpermanentie',
  'bestuurder',
  'dagelijks_bestuurder',
  'adviserend_bestuurslid',
  'overige',
] as const;
export type UserType = (typeof USER_TYPES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  coordinator: 'Coördinator',
  bestuurslid: 'Bestuurslid',
  bestuurder: 'Bestuurder',
  dagelijks_bestuurder: 'Dagelijks bestuurder',
  vrijwilliger: 'Vrijwilliger',
  huiswerkbegeleider: 'Huiswerkbegeleider',
};

const ROLE_SPELLINGS: Record<string, Role> = { coördinator: 'coordinator', coordinator: 'coordinator' };

/** Maps any accepted spelling to the canonical role; unknown values pass through for validation to refuse. */
export function normalizeRole(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const lower = value.trim().toLowerCase();
  return ROLE_SPELLINGS[lower] ?? lower;
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export type Grant = { roles: readonly Role[]; types?: readonly UserType[] };

/** Permission table of spec §6. `types` grants the permission by user type as well as by role. */
export const PERMISSIONS = {
  manageUsers: { roles: ['coordinator', 'bestuurslid', 'admin'] },
  manageFamilies: { roles: ['admin', 'coordinator', 'bestuurder'] },
  viewFamilies: {
    roles: ['admin', 'coordinator', 'bestuurder', 'bestuurslid', 'vrijwilliger', 'huiswerkbegeleider'],
  },
  reviewDeclarations: {
    roles: ['coordinator', 'bestuurslid', 'admin', 'bestuurder', 'dagelijks_bestuurder'],
  },
  /** Edit and delete any declaration; owners may always edit and delete their own. */
  manageAllDeclarations: { roles: ['admin', 'bestuurslid'] },
  sendEmail: { roles: ['coordinator', 'bestuurslid', 'admin'] },
  viewActivities: {
    roles: ['admin'],
    types: ['bestuurder', 'dagelijks_bestuurder', 'adviserend_bestuurslid', 'coordinator'],
  },
  signOnBehalf: { roles: ['admin', 'coordinator', 'bestuurslid', 'bestuurder', 'dagelijks_bestuurder'] },
  /** Settings, backup and restore, external link management, deleting signed documents. */
  administer: { roles: ['admin'] },
  /** Spec §6 drive: coordinators (and admins) create folders and upload into every folder they see. */
  manageDrive: { roles: ['admin', 'coordinator'] },
  /** The audit trail (who changed what, and reads of full rijksregisternummers): stricter than the spec, admins only. */
  viewAudit: { roles: ['admin'] },
  /** Bookkeeping: see and record transactions, reports and the export (§6 sidebar: Boekhouding). */
  viewBookkeeping: { roles: ['bestuurslid', 'admin', 'coordinator'] },
  /** Bookkeeping: approve or reject transactions and manage bank accounts (issue 19: the board and admins). */
  approveBookkeeping: { roles: ['bestuurslid', 'admin'] },
  /**
   * The session log (issue 33) of every family, and deleting a session: coordinators and admins. The
   * log's routes need viewFamilies; shared/policies/sessions lets anyone else log only for the
   * families assigned to them, so the board, which sees every family, does not read outcome notes.
   */
  manageSessions: { roles: ['admin', 'coordinator'] },
} as const satisfies Record<string, Grant>;
export type Permission = keyof typeof PERMISSIONS;

export type Principal = { role: string; type?: string | null };

export function hasGrant(principal: Principal | null | undefined, grant: Grant): boolean {
  if (!principal) return false;
  const role = normalizeRole(principal.role);
  if (isRole(role) && grant.roles.includes(role)) return true;
  const type = principal.type ? normalizeRole(principal.type) : null;
  return Boolean(type && grant.types?.includes(type as UserType));
}

export function can(principal: Principal | null | undefined, permission: Permission): boolean {
  return hasGrant(principal, PERMISSIONS[permission]);
}

/** Sidebar visibility of spec §6, keyed by the web route of each entry; entries not listed are for everyone. */
export const NAV_VISIBILITY = {
  '/vrijwilligers': { roles: ['coordinator', 'bestuurslid', 'admin'] },
  '/gezinnen': {
    roles: ['admin', 'bestuurslid', 'coordinator', 'huiswerkbegeleider'],
    types: ['huiswerkbegeleider'],
  },
  '/email': { roles: ['coordinator', 'bestuurslid', 'admin'] },
  '/digitale-handtekeningen': { roles: ['bestuurslid', 'coordinator', 'admin'] },
  '/boekhouding': { roles: ['bestuurslid', 'admin', 'coordinator'] },
  '/instellingen': { roles: ['admin'] },
  '/backup': { roles: ['admin'] },
  '/privacy': { roles: ['admin'] },
  '/audit': { roles: ['admin'] },
} as const satisfies Record<string, Grant>;

/**
 * Who may open each protected screen (its web route → the permission its API calls need). The router
 * checks this before a screen loads, so nobody gets a working-looking screen whose calls then fail
 * with 403; screens not listed are for everyone signed in (the volunteer list included: without the
 * manage-users permission it shows names only).
 */
export const SCREEN_PERMISSIONS = {
  '/gezinnen': 'viewFamilies',
  '/gezinnen/:familyId/begeleiding': 'viewFamilies',
  '/email': 'sendEmail',
  '/digitale-handtekeningen': 'signOnBehalf',
  '/ondertekenen': 'signOnBehalf',
  '/boekhouding': 'viewBookkeeping',
  '/boekhouding/vrijwilligersregister': 'approveBookkeeping',
  '/instellingen': 'administer',
  '/backup': 'administer',
  '/privacy': 'administer',
  '/audit': 'viewAudit',
} as const satisfies Record<string, Permission>;

/** Whether the screen at its main web route (not an alias) may be opened. */
export function canOpenScreen(principal: Principal | null | undefined, path: string): boolean {
  const permission = (SCREEN_PERMISSIONS as Record<string, Permission>)[path];
  return permission ? can(principal, permission) : Boolean(principal);
}

export function canSeeNavEntry(principal: Principal | null | undefined, path: string): boolean {
  const grant = (NAV_VISIBILITY as Record<string, Grant>)[path];
  return grant ? hasGrant(principal, grant) : Boolean(principal);
}
