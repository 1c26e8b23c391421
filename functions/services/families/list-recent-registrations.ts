import { NEW_REGISTRATION_WINDOW_DAYS } from '../../../shared/constants';
import { listRegistrationsSince } from '../../repositories/families';
import { presentRecentRegistration } from './present-family';

const DAY_MS = 86_400_000;

/** New registrations (still in_behandeling) of the last 7 days, newest first. */
export async function listRecentRegistrations(now: Date) {
  const since = new Date(now.getTime() - NEW_REGISTRATION_WINDOW_DAYS * DAY_MS);
  const families = await listRegistrationsSince(since);
  return families.map(presentRecentRegistration);
}
