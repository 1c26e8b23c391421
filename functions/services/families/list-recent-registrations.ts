import { NEW_REGISTRATION_WINDOW_DAYS } from '../../../shared/constants';
import type { Principal } from '../../../shared/permissions';
import { seesAllFamilies } from '../../../shared/policies/families';
import { forbidden } from '../../domain/errors';
import { listRegistrationsSince } from '../../repositories/families';
import { presentRecentRegistration } from './present-family';

const DAY_MS = 86_400_000;

/**
 * New registrations (still in_behandeling) of the last 7 days, newest first: for those who see every
 * family; a volunteer limited to assigned families has no say over new ones.
 */
export async function listRecentRegistrations(actor: Principal, now: Date) {
  if (!seesAllFamilies(actor)) throw forbidden();
  const since = new Date(now.getTime() - NEW_REGISTRATION_WINDOW_DAYS * DAY_MS);
  const families = await listRegistrationsSince(since);
  return families.map(presentRecentRegistration);
}
