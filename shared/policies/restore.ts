import { normalizeRole, type Principal } from '../permissions';
import { rightsOf } from './users';

/**
 * What a restore may not do on the file's word alone (issue 38, item 10): give someone rights. A user
 * of the file whose role or type differs from the stored one, and a user new to this installation
 * with more rights than a volunteer, are listed by name in the dry run; the restore writes each only
 * when the admin accepted that very change (the user, the role and the type the file gives them).
 * The server enforces it in the restore worker; the restore card uses it to explain the tick boxes.
 */

export type RestoredAccess = { role: string; type?: string | null };

const VOLUNTEER_RIGHTS = rightsOf({ role: 'vrijwilliger', type: null });

/** True when the role and type grant anything a volunteer without a type lacks. */
export function hasStaffRights(user: Principal): boolean {
  return [...rightsOf(user)].some((permission) => !VOLUNTEER_RIGHTS.has(permission));
}

const typeOf = (user: RestoredAccess) => (user.type ? String(normalizeRole(user.type)) : null);

/** True when the role or type the file gives differs from the stored one. */
export const changesAccess = (stored: RestoredAccess, restored: RestoredAccess) =>
  normalizeRole(stored.role) !== normalizeRole(restored.role) || typeOf(stored) !== typeOf(restored);

/** Whether restoring this user needs the admin's explicit consent: `stored` is null for a new user. */
export function needsRestoreConsent(stored: RestoredAccess | null, restored: RestoredAccess): boolean {
  return stored === null ? hasStaffRights(restored) : changesAccess(stored, restored);
}

/** An accepted change names the user and the role and type they get: a file that says otherwise is not accepted. */
export const isAcceptedChange = (
  accepted: readonly { userId: number; role: string; type?: string | null }[],
  userId: number,
  restored: RestoredAccess,
) =>
  accepted.some(
    (each) =>
      each.userId === userId && !changesAccess({ role: each.role, type: each.type ?? null }, restored),
  );
