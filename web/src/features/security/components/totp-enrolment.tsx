import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { messages } from '../../../../../shared/messages';
import { describeError } from '../../../lib/api/errors';
import { useConfirmTotp, useStartTotp } from '../api/security-api';
import { RecoveryCodes } from './recovery-codes';

const text = messages.security;

/** The base32 key in groups of four, easier to type into an app. */
const grouped = (key: string) => key.match(/.{1,4}/g)?.join(' ') ?? key;

type TotpEnrolmentProps = {
  /** After the recovery codes were shown and the user says they kept them. */
  onDone: () => void;
};

/**
 * Enrolment with an authenticator app: a fresh secret as a QR code and a manual key, confirmed with
 * the app's first code; then the ten recovery codes, shown this once.
 */
export function TotpEnrolment({ onDone }: TotpEnrolmentProps) {
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const [form] = Form.useForm<{ code: string }>();
  const [codes, setCodes] = useState<string[] | null>(null);
  const startEnrolment = start.mutate;

  useEffect(() => startEnrolment(), [startEnrolment]);

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  if (start.isError) {
    return (
      <Alert
        type="error"
        showIcon
        message={describeError(start.error, messages.generic.error)}
        action={<Button onClick={() => start.mutate()}>Opnieuw</Button>}
      />
    );
  }
  if (!start.data) return <Typography.Text type="secondary">Even geduld…</Typography.Text>;

  const qrSource = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(start.data.qrSvg)}`;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph style={{ margin: 0 }}>{text.scanIntro}</Typography.Paragraph>
      <img
        src={qrSource}
        alt="QR-code voor uw authenticator-app"
        width={200}
        height={200}
        className="totp-qr"
      />
      <div>
        <Typography.Text type="secondary">Sleutel om met de hand in te voeren</Typography.Text>
        <div>
          <Typography.Text code copyable={{ text: start.data.manualKey }} data-testid="totp-manual-key">
            {grouped(start.data.manualKey)}
          </Typography.Text>
        </div>
      </div>
      <Typography.Paragraph style={{ margin: 0 }}>{text.confirmIntro}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={({ code }) =>
          confirm.mutate(code, { onSuccess: (answer) => setCodes(answer.recoveryCodes) })
        }
      >
        <Form.Item
          name="code"
          label="Verificatiecode"
          validateStatus={confirm.isError ? 'error' : undefined}
          help={confirm.isError ? describeError(confirm.error, messages.generic.error) : undefined}
          rules={[{ required: true, message: messages.mfa.codeFormat }]}
        >
          <Input
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={8}
            style={{ maxWidth: 200 }}
            placeholder="123456"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={confirm.isPending}>
          Bevestigen
        </Button>
      </Form>
    </Space>
  );
}
