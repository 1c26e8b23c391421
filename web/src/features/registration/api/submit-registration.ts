import type { PublicRegistrationBody } from '../../../../../shared/schemas/families';
import { callRoute } from '../../../lib/api/client';
import type { RegistrationValues } from '../lib/registration-form';
import { toPayload } from '../lib/registration-form';
import { registrationRoutes } from './routes';

/**
 * POST /api/public/family-registration (spec §7): no session, reads `success` in the answer. The
 * client keeps one Idempotency-Key while the parent retries the same registration (lib/api/client).
 */
export async function submitRegistration(
  values: RegistrationValues,
  noticeVersion: string | null,
): Promise<boolean> {
  const answer = await callRoute(registrationRoutes.families.publicRegistration, {
    body: toPayload(values, noticeVersion) as PublicRegistrationBody,
  });
  return answer?.success === true;
}
