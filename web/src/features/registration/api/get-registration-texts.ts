import { privacyMessages } from '../../../../../shared/messages/privacy';
import { callRoute } from '../../../lib/api/client';
import { registrationRoutes } from './routes';

/** What the form shows from the settings: the intro, and the privacy notice with its version (issue 32). */
export type RegistrationTexts = {
  introHtml: string | null;
  noticeHtml: string | null;
  /** The version the parent consents to; null until the settings arrived (the server then records its current one). */
  noticeVersion: string | null;
};

export const DEFAULT_REGISTRATION_TEXTS: RegistrationTexts = {
  introHtml: null,
  noticeHtml: null,
  noticeVersion: null,
};

/**
 * GET /api/settings/public: the intro an admin wrote for this form (Instellingen → Formulieren) and
 * the privacy notice. The form works without them (the built-in notice is shown), so a failed call
 * shows no intro instead of an error.
 */
export async function getRegistrationTexts(signal: AbortSignal): Promise<RegistrationTexts> {
  try {
    const settings = await callRoute(registrationRoutes.settings.publicSettings, { signal });
    return {
      introHtml: settings.registrationIntroHtml,
      noticeHtml: settings.privacyNoticeHtml,
      noticeVersion: settings.privacyNoticeVersion,
    };
  } catch {
    return { ...DEFAULT_REGISTRATION_TEXTS, noticeVersion: null };
  }
}

export const BUILT_IN_NOTICE = privacyMessages.privacy.defaultNotice;
