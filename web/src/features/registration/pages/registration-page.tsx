import { useEffect, useRef, useState } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  DEFAULT_REGISTRATION_TEXTS,
  getRegistrationTexts,
  type RegistrationTexts,
} from '../api/get-registration-texts';
import { RegistrationForm } from '../components/registration-form';
import { RegistrationIntro } from '../components/registration-intro';
import { RegistrationReceived } from '../components/registration-received';
import { isEmbeddedPage, reportHeightToHost } from '../lib/embedding';
import './registration-page.css';

/**
 * The public family signup (spec §2 "Public family signup"), at /registration and in frames on the
 * association's own site. Built without antd, the router or the query client, so that it loads
 * fast on a phone (its own Vite entry, registration.html).
 */
export function RegistrationPage() {
  const [isEmbedded] = useState(isEmbeddedPage);
  const [isReceived, setIsReceived] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const page = useRef<HTMLDivElement>(null);
  const [texts, setTexts] = useState<RegistrationTexts>(DEFAULT_REGISTRATION_TEXTS);
  useDocumentTitle('Aanmelding gezin');

  useEffect(() => {
    const controller = new AbortController();
    void getRegistrationTexts(controller.signal).then((loaded) => {
      if (!controller.signal.aborted) setTexts(loaded);
    });
    return () => controller.abort();
  }, []);

  useEffect(() => (page.current ? reportHeightToHost(page.current) : undefined), []);

  const showReceived = () => {
    setIsReceived(true);
    page.current?.scrollIntoView({ block: 'start' });
  };
  const startAnother = () => {
    setFormKey((key) => key + 1);
    setIsReceived(false);
  };

  return (
    <div ref={page} className="reg-page" data-embedded={isEmbedded || undefined}>
      <main className="reg-card">
        {!isEmbedded && (
          <header className="reg-header">
            <img src="/favicon.svg" alt="" width={44} height={44} />
            <div>
              <h1 className="reg-header__title">Aanmelding huiswerkbegeleiding</h1>
              <p className="reg-header__subtitle">
                Meld uw kind aan voor gratis huiswerkbegeleiding door een van onze vrijwilligers.
              </p>
            </div>
          </header>
        )}
        {isReceived ? (
          <RegistrationReceived isEmbedded={isEmbedded} onAnother={startAnother} />
        ) : (
          <>
            <RegistrationIntro html={texts.introHtml} />
            <RegistrationForm
              key={formKey}
              noticeHtml={texts.noticeHtml}
              noticeVersion={texts.noticeVersion}
              onSubmitted={showReceived}
            />
          </>
        )}
      </main>
    </div>
  );
}
