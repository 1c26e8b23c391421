import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../lib/use-document-title';

/** Any path the portal does not know; English on purpose (spec §2). */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <main className="full-page-center">
      <Result
        status="404"
        title="404 – Page not found"
        subTitle="Sorry, the page you are looking for does not exist or has been moved."
        extra={
          <Link to="/">
            <Button type="primary">Back to home</Button>
          </Link>
        }
      />
    </main>
  );
}
