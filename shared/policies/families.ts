import { can, normalizeRole, type Principal } from '../permissions';

/**
 * Object-level rules for families (spec §6, ARCHITECTURE §6): those who manage families see and edit
 * every family; the board sees every family read-only; a vrijwilliger or huiswerkbegeleider without
 * the manage right sees only the families assigned to them, read-only. The families services enforce
 * these; the screens use them to decide what to show.
 */

export type FamilyViewer = Principal & { id: number };

const ASSIGNED_ONLY_ROLES: ReadonlySet<unknown> = new Set(['vrijwilliger', 'huiswerkbegeleider']);

export const canManageFamilies = (viewer: Principal) => can(viewer, 'manageFamilies');

/** True for volunteers and homework coaches who may see only their assigned families. */
export function seesOnlyAssignedFamilies(viewer: Principal): boolean {
  return !canManageFamilies(viewer) && ASSIGNED_ONLY_ROLES.has(normalizeRole(viewer.role));
}

/** Everyone who sees every family (managers and the board): they also get the new registrations. */
export function seesAllFamilies(viewer: Principal): boolean {
  return can(viewer, 'viewFamilies') && !seesOnlyAssignedFamilies(viewer);
}

/** The user id a family list must be filtered on, or null for every family. */
export function assignedOnlyScope(viewer: FamilyViewer): number | null {
  return seesOnlyAssignedFamilies(viewer) ? viewer.id : null;
}

/** Whether the caller (who holds the view permission) may see this family. */
export function canSeeFamily(viewer: FamilyViewer, family: { assignedTo: number | null }): boolean {
  const assignee = assignedOnlyScope(viewer);
  return assignee === null || family.assignedTo === assignee;
}

/** Adding, editing, assigning and deleting: only those who manage families. */
export const canEditFamily = (viewer: Principal) => canManageFamilies(viewer);

/**
 * Whether staff must ask the family for its consent again (issue 32): it has none on record, or gave
 * it for an older version of the privacy notice, and its guidance has not ended.
 */
export function needsConsentRenewal(
  family: { guidanceStatus: string; consent?: { noticeVersion: string } | null | undefined },
  currentNoticeVersion: string,
): boolean {
  if (family.guidanceStatus === 'afgerond') return false;
  return family.consent?.noticeVersion !== currentNoticeVersion;
}
