import { Alert, Button, Space, Typography } from 'antd';
import { messages } from '../../../../../shared/messages';
import { DownloadOutlined } from '../../../components/icons';

const text = messages.security;

/** Saves the codes as a text file (nothing leaves the browser). */
function download(codes: readonly string[]) {
  const blob = new Blob([`${text.recoveryCodesTitle}\n\n${codes.join('\n')}\n`], { type: 'text/plain' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'herstelcodes-vrijwilligersportaal.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/** The ten recovery codes, shown once: to read, copy or download before going on. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Alert type="success" showIcon message={messages.mfa.totpEnabled} />
      <Typography.Title level={4} style={{ margin: 0 }}>
        {text.recoveryCodesTitle}
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0 }}>{text.recoveryCodesIntro}</Typography.Paragraph>
      <ol className="recovery-codes" aria-label={text.recoveryCodesTitle}>
        {codes.map((code) => (
          <li key={code}>
            <Typography.Text code>{code}</Typography.Text>
          </li>
        ))}
      </ol>
      <Space wrap>
        <Button icon={<DownloadOutlined />} onClick={() => download(codes)}>
          {text.downloadCodes}
        </Button>
        <Button type="primary" onClick={onDone}>
          {text.recoveryCodesSaved}
        </Button>
      </Space>
    </Space>
  );
}
