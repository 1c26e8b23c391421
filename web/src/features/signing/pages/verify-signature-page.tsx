import { Card, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EidasInfo } from '../components/eidas-info';
import { FileCheck } from '../components/file-check';
import { VerificationPanel } from '../components/verification-panel';
import './signing.css';

/**
 * /ondertekening-controleren, public (spec §2, §4): a token from `?token=` is verified at once and
 * its proof downloads a second later; a dropped file is checked by its SHA-256. No PDF viewer here:
 * the page stays a small chunk.
 */
export function VerifySignaturePage() {
  useDocumentTitle('Ondertekening controleren');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <main className="signing-public">
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <div>
          <Typography.Title level={2}>Ondertekening controleren</Typography.Title>
          <Typography.Paragraph type="secondary">
            Controleer een digitale ondertekening van de vereniging met het token uit het document of de
            QR-code.
          </Typography.Paragraph>
        </div>
        <VerificationPanel initialToken={token} autoDownloadProof />
        <Card title="Bestand controleren" size="small">
          <FileCheck />
        </Card>
        <EidasInfo />
      </Space>
    </main>
  );
}
