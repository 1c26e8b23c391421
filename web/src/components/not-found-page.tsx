import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { webMessages } from '../../../shared/messages/web';
import { useDocumentTitle } from '../lib/use-document-title';

const m = webMessages.notFound;

/** Any path the portal does not know: Dutch like every other screen (ARCHITECTURE §11), with a way home. */
export function NotFoundPage() {
  const navigate = useNavigate();
  useDocumentTitle(m.title);
  return (
    <main className="full-page-center">
      <Result
        status="404"
        title={<h1 style={{ font: 'inherit', margin: 0 }}>{m.title}</h1>}
        subTitle={m.description}
        extra={
          // A link (it goes somewhere), drawn as the primary button, followed inside the app.
          <Button
            type="primary"
            href="/"
            onClick={(event) => {
              event.preventDefault();
              navigate('/');
            }}
          >
            {m.home}
          </Button>
        }
      />
    </main>
  );
}
