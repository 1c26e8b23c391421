import { Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { formatDateTime } from '../../../../../shared/format/dates';
import type { VerificationResponse } from '../../../../../shared/schemas/signing';
import { CopyOutlined, DownloadOutlined } from '../../../components/icons';

type VerificationResultProps = {
  result: VerificationResponse;
  onCopyToken: () => void;
  onDownloadProof: () => void;
  isDownloading: boolean;
};

/** A valid verification (spec §4 /ondertekening-controleren): every field, the status and the proof. */
export function VerificationResult({
  result,
  onCopyToken,
  onDownloadProof,
  isDownloading,
}: VerificationResultProps) {
  const { signature, verification } = result;
  return (
    <Card className="signing-result" data-testid="verification-result">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            ✓ Rechtsgeldig
          </Typography.Title>
          {signature.documentDeleted && <Tag color="orange">Document verwijderd</Tag>}
        </Space>
        <Typography.Paragraph style={{ margin: 0 }}>{result.message}</Typography.Paragraph>
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="Document">{signature.documentName}</Descriptions.Item>
          <Descriptions.Item label="Ondertekenaar">{signature.signerName}</Descriptions.Item>
          <Descriptions.Item label="Rol">{signature.signerRole}</Descriptions.Item>
          <Descriptions.Item label="Organisatie">{signature.organizationName}</Descriptions.Item>
          <Descriptions.Item label="Methode">{signature.signatureMethod || 'eIDAS_SES'}</Descriptions.Item>
          <Descriptions.Item label="Ondertekend op">{formatDateTime(signature.signedAt)}</Descriptions.Item>
          <Descriptions.Item label="Geverifieerd op">
            {formatDateTime(verification.verificationDate)}
          </Descriptions.Item>
          <Descriptions.Item label="Token">
            <Space wrap>
              <Typography.Text code className="signing-token">
                {verification.token}
              </Typography.Text>
              <Button size="small" icon={<CopyOutlined />} onClick={onCopyToken}>
                Kopiëren
              </Button>
            </Space>
          </Descriptions.Item>
        </Descriptions>
        <Button type="primary" icon={<DownloadOutlined />} onClick={onDownloadProof} loading={isDownloading}>
          Verificatiebewijs downloaden (PDF)
        </Button>
      </Space>
    </Card>
  );
}
