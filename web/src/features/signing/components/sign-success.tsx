import { Button, Card, Descriptions, Input, Result, Space } from 'antd';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../../../shared/format/dates';
import { messages } from '../../../../../shared/messages';
import type { UploadAndSignResponse } from '../../../../../shared/schemas/signing';
import { CopyOutlined } from '../../../components/icons';
import { useToast } from '../../../lib/toast';

const m = messages.signing;

type SignSuccessProps = { answer: UploadAndSignResponse; onSignAnother: () => void };

/** /ondertekenen's success view (spec §4): the file, signer, time, token, link with copy, message. */
export function SignSuccess({ answer, onSignAnother }: SignSuccessProps) {
  const toast = useToast();
  const link = answer.verification.verificationUrl;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(m.linkCopied);
    } catch {
      toast.error(m.copyFailedTitle, m.copyFailed);
    }
  };
  return (
    <Card data-testid="sign-success">
      <Result status="success" title={m.signed} subTitle={answer.verification.message} />
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="Bestand">{answer.fileName}</Descriptions.Item>
        <Descriptions.Item label="Ondertekenaar">
          {answer.signerName} ({answer.signerRole})
        </Descriptions.Item>
        <Descriptions.Item label="Datum en tijd">{formatDateTime(answer.signedAt)}</Descriptions.Item>
        <Descriptions.Item label="Token">{answer.signatureToken}</Descriptions.Item>
        <Descriptions.Item label="Verificatielink">
          <Space.Compact style={{ width: '100%' }}>
            <Input readOnly value={link} aria-label="Verificatielink" data-testid="verification-link" />
            <Button icon={<CopyOutlined />} onClick={() => void copy()}>
              Kopiëren
            </Button>
          </Space.Compact>
        </Descriptions.Item>
      </Descriptions>
      <Space wrap style={{ marginTop: 16 }}>
        <Button type="primary" onClick={onSignAnother}>
          Nieuw document ondertekenen
        </Button>
        <Link to={`/ondertekening-controleren?token=${encodeURIComponent(answer.signatureToken)}`}>
          Verificatie bekijken
        </Link>
      </Space>
    </Card>
  );
}
