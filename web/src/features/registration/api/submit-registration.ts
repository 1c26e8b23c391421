import { callRoute } from '../../../lib/api/client';
import { createIdempotencyKey } from '../../../lib/api/idempotency';
import { apiRoutes } from '../../../lib/api/routes';
import type { RegistrationValues } from '../lib/registration-form';
import { toPayload } from '../lib/registration-form';

// The page holds one form: one key per registration, kept while the parent retries, new after success.
// Made on the first submission, never at module load (see lib/api/idempotency).
const registrationKey = createIdempotencyKey();

/** POST /api/public/family-registration (spec §7): no session, reads `success` in the answer. */
export async function submitRegistration(values: RegistrationValues): Promise<boolean> {
  const answer = await callRoute(apiRoutes.families.publicRegistration, {
    body: toPayload(values),
    idempotencyKey: registrationKey.current(),
  });
  const isReceived = answer?.success === true;
  if (isReceived) registrationKey.rotate();
  return isReceived;
}
