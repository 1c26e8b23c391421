import { webMessages } from '../../../shared/messages/web';
import { useDocumentTitle } from '../lib/use-document-title';
import { HomeResult } from './home-result';

const m = webMessages.notFound;

/** Any path the portal does not know: Dutch like every other screen (ARCHITECTURE §11), with a way home. */
export function NotFoundPage() {
  useDocumentTitle(m.title);
  return (
    <main className="full-page-center">
      <HomeResult status="404" title={m.title} text={m.description} homeLabel={m.home} />
    </main>
  );
}
