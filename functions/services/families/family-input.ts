import { familyMessages } from '../../../shared/messages/families';
import type { CreateFamilyBody, FamilyStatus, UpdateFamilyBody } from '../../../shared/schemas/families';
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

export function familyChanges(
  body: CreateFamilyBody | UpdateFamilyBody,
  status: FamilyStatus,
): FamilyChanges {
  return {
    parentName: body.parentName,
    email: body.email,
    phone: body.phone,
    address: body.address,
    childName: body.childName,
    childAge: body.childAge,
    school: body.school,
    grade: body.grade,
    guidanceStatus: status,
    hasPets: body.hasPets,
    allowsSmoking: body.allowsSmoking,
    hasStudyRoom: body.hasStudyRoom,
    externalSupport: body.externalSupport,
    notes: body.notes,
    assignedTo: body.assignedTo,
  };
}
