import { familyMessages } from '../../../../../shared/messages/families';
import { useSanitizedHtml } from '../lib/use-sanitized-html';

/**
 * The association's own words above the form (the `family_registration_form_html` setting), cleaned
 * with the news rules again before it is shown, as news is: stored HTML is never trusted twice.
 */
export function RegistrationIntro({ html: stored }: { html: string | null }) {
  const html = useSanitizedHtml(stored);
  if (!html) return null;
  return (
    <section
      className="reg-intro"
      aria-label={familyMessages.publicSignup.introLabel}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by useSanitizedHtml with the news rules
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
