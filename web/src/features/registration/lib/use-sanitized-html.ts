import { useEffect, useState } from 'react';

/**
 * Stored HTML cleaned with the news rules before it is shown. The sanitiser loads only when there is
 * HTML, so the form itself stays as light as it was.
 */
export function useSanitizedHtml(stored: string | null): string {
  const [html, setHtml] = useState('');
  useEffect(() => {
    if (!stored) {
      setHtml('');
      return;
    }
    let isCurrent = true;
    void import('../../../../../shared/rich-text').then(({ sanitizeRichText }) => {
      if (isCurrent) setHtml(sanitizeRichText(stored));
    });
    return () => {
      isCurrent = false;
    };
  }, [stored]);
  return html;
}
