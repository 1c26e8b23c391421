import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';

/**
 * GET /api/settings/public: the intro an admin wrote for this form (Instellingen → Formulieren), or
 * null. The form works without it, so a failed call shows no intro instead of an error.
 */
export async function getRegistrationIntro(signal: AbortSignal): Promise<string | null> {
  try {
    return (await callRoute(apiRoutes.settings.publicSettings, { signal })).registrationIntroHtml;
  } catch {
    return null;
  }
}
