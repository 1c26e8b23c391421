import { volunteerMessages } from '../../../shared/messages/volunteers';
import { can } from '../../../shared/permissions';
import { canSeeLawTotals } from '../../../shared/policies/volunteer-law';
import { notFound } from '../../domain/errors';
import { getUserById, type UserRecord } from '../../repositories/users';
import type { Actor } from '../auth/sessions';
import { approvedLawTotals } from './law-totals';

/** The volunteer whose law totals the caller may see; anyone else's answer 404. */
export async function lawSubject(actor: Actor, userId: number): Promise<UserRecord> {
  const user = await getUserById(userId);
  if (!user || !canSeeLawTotals(actor, userId, (permission) => can(actor, permission)))
    throw notFound(volunteerMessages.volunteers.notFound);
  return user;
}

/** GET /api/users/{id}/volunteer-law/{year}: the totals of a volunteer the caller may see. */
export async function visibleLawTotals(actor: Actor, userId: number, year: number) {
  await lawSubject(actor, userId);
  return approvedLawTotals(userId, year);
}
