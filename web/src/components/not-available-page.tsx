import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../lib/use-document-title';

const TITLE = 'Nog niet beschikbaar';

/** Stand-in for a screen a later release builds; inside the shell. */
type NotAvailablePageProps = { title: string };

export function NotAvailablePage({ title }: NotAvailablePageProps) {
  return (
    <Result
      icon={<ClockCircleOutlined />}
      title={TITLE}
      subTitle={`Het scherm '${title}' wordt binnenkort toegevoegd.`}
    />
  );
}

/** The same stand-in for a public screen, with the way back to the sign-in screen. */
export function PublicNotAvailablePage({ title }: NotAvailablePageProps) {
  useDocumentTitle(title);
  return (
    <main className="full-page-center">
      <Result
        icon={<ClockCircleOutlined />}
        title={TITLE}
        subTitle={`Het scherm '${title}' wordt binnenkort toegevoegd.`}
        extra={
          <Link to="/login">
            <Button type="primary">Terug naar inloggen</Button>
          </Link>
        }
      />
    </main>
  );
}
