import { familyMessages } from '../../../shared/messages/families';
import { canSeeFamily } from '../../../shared/policies/families';
import { notFound } from '../../domain/errors';
import { type FamilyRecord, getFamilyById } from '../../repositories/families';
import type { Actor } from '../auth/sessions';

/** A family the caller may not see answers the same 404 as one that does not exist (shared/policies/families). */
export async function visibleFamily(actor: Actor, id: number): Promise<FamilyRecord> {
  const family = await getFamilyById(id);
  if (!family || !canSeeFamily(actor, family)) throw notFound(familyMessages.families.notFound);
  return family;
}
