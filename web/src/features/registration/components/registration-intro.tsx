import { useEffect, useMemo, useState } from 'react';
import { messages } from '../../../../../shared/messages';
import { sanitizeRichText } from '../../../../../shared/rich-text';
import { getRegistrationIntro } from '../api/get-registration-intro';

/**
 * The association's own words above the form (the `family_registration_form_html` setting), cleaned
 * with the news rules again before it is shown, as news is: stored HTML is never trusted twice.
 */
export function RegistrationIntro() {
  const [stored, setStored] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void getRegistrationIntro(controller.signal).then(setStored);
    return () => controller.abort();
  }, []);
  const html = useMemo(() => (stored ? sanitizeRichText(stored) : ''), [stored]);
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
