import { sessionMessages } from '../../../shared/messages/sessions';
import { canLogSessionsFor } from '../../../shared/policies/sessions';
import { validationError } from '../../domain/errors';
import { getFamilyById } from '../../repositories/families';
import type { Actor } from '../auth/sessions';

/**
 * An appointment may name a family whose sessions the caller logs (shared/policies/sessions): a
 * volunteer one assigned to them, a coordinator any. Anything else is refused as the field's error,
 * without saying whether the family exists.
 */
export async function assertAppointmentFamily(actor: Actor, familyId: number | null): Promise<void> {
  if (familyId === null) return;
  const family = await getFamilyById(familyId);
  if (!family || !canLogSessionsFor(actor, family)) {
    const message = sessionMessages.sessions.appointmentFamilyInvalid;
    throw validationError(message, [{ path: 'familyId', message }]);
  }
}
