import { can, normalizeRole } from '../../../shared/permissions';
import type { FamilyRecord } from '../../repositories/families';
import type { Actor } from '../auth/sessions';

/** Spec §6: vrijwilliger and huiswerkbegeleider without manage rights are read-only on assigned families. */
const ASSIGNED_ONLY_ROLES = new Set(['vrijwilliger', 'huiswerkbegeleider']);

/**
 * Which families a caller with the view permission sees: everything for those who manage families
 * and for the board (bestuurslid views all, read-only), only the assigned ones for volunteers and
 * homework coaches. Returns the user id to filter on, or null for "all".
 */
export function assignedOnlyScope(actor: Actor): number | null {
  if (can(actor, 'manageFamilies')) return null;
  return ASSIGNED_ONLY_ROLES.has(String(normalizeRole(actor.role))) ? actor.id : null;
}

export function mayView(actor: Actor, family: FamilyRecord): boolean {
  const assignee = assignedOnlyScope(actor);
  return assignee === null || family.assignedTo === assignee;
}
