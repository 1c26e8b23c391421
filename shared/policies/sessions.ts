import { can, normalizeRole, type Principal } from '../permissions';

/**
 * Object-level rules of the session log (issue 33): coordinators and admins log, edit and see the
 * sessions of every family; a volunteer or homework coach only those of the families assigned to them
 * (any other family answers 404, as if it did not exist). Deleting a session is for coordinators and
 * admins only. The figures (hours, impact report) follow the same line: a volunteer sees their own,
 * everyone who sees every family's figures sees all.
 */

export type SessionViewer = Principal & { id: number };

export const canManageSessions = (viewer: Principal) => can(viewer, 'manageSessions');

/**
 * Whether the caller (who holds viewFamilies, the routes' permission) may see and log the sessions of
 * this family: coordinators and admins always, anyone else only as the family's assigned volunteer.
 */
export function canLogSessionsFor(viewer: SessionViewer, family: { assignedTo: number | null }): boolean {
  return canManageSessions(viewer) || family.assignedTo === viewer.id;
}

/** Deleting a session: coordinators and admins only. */
export const canDeleteSession = (viewer: Principal) => canManageSessions(viewer);

/** Roles whose figures are the association's (every session); anyone else sees only their own. */
const ALL_FIGURES_ROLES: ReadonlySet<unknown> = new Set([
  'admin',
  'coordinator',
  'bestuurslid',
  'bestuurder',
  'dagelijks_bestuurder',
]);

/** The volunteer whose figures the caller may see, or null for the association's figures. */
export function figuresScope(viewer: SessionViewer): number | null {
  return ALL_FIGURES_ROLES.has(normalizeRole(viewer.role)) ? null : viewer.id;
}
