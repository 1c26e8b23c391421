import { familyMessages } from '../../../shared/messages/families';
import type { FamilyStatus, UpdateFamilyBody } from '../../../shared/schemas/families';
import { validationError } from '../../domain/errors';
import type { FamilyChanges } from '../../repositories/families';
import { getUserById } from '../../repositories/users';

const m = familyMessages.families;

/**
 * A family is assigned to any active user (decision: the association's coordinators guide families
 * too, not only users with the role vrijwilliger or huiswerkbegeleider); an inactive, pending or
 * deleted account cannot be chosen.
 */
export async function assertAssignable(userId: number | null) {
  if (userId === null) return;
  const user = await getUserById(userId);
  if (user?.status !== 'active') {
    throw validationError(m.assigneeNotActive, [{ path: 'assignedTo', message: m.assigneeNotActive }]);
  }
}

/**
 * What the staff dialog's body changes: every field of the family (the strict body schema lets no
 * other field through), with the status the service settled on (a create's default, an edit's kept
 * status) instead of the one asked; an edit's `version` only guards the write. A create's body is an
 * edit's body with its status given and no version.
 */
export function familyChanges(body: UpdateFamilyBody, status: FamilyStatus): FamilyChanges {
  const { guidanceStatus: _asked, version: _readVersion, ...fields } = body;
  return { ...fields, guidanceStatus: status };
}
