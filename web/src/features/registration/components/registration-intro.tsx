import { useEffect, useState } from 'react';
import { messages } from '../../../../../shared/messages';
import { getRegistrationIntro } from '../api/get-registration-intro';

/**
 * The association's own words above the form (the `family_registration_form_html` setting), cleaned
 * with the news rules again before it is shown, as news is: stored HTML is never trusted twice. The
 * sanitiser loads only when there is an intro, so the form itself stays as light as it was.
 */
export function RegistrationIntro() {
  const [html, setHtml] = useState('');
  useEffect(() => {
    const controller = new AbortController();
    void getRegistrationIntro(controller.signal).then(async (stored) => {
      if (!stored) return;
      const { sanitizeRichText } = await import('../../../../../shared/rich-text');
      if (!controller.signal.aborted) setHtml(sanitizeRichText(stored));
    });
    return () => controller.abort();
  }, []);
  if (!html) return null;
  return (
    <section
      className="reg-intro"
      aria-label={messages.publicSignup.introLabel}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above with the news rules
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
