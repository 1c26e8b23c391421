import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { webMessages } from '../../../../shared/messages/web';
import { request } from '../api/client';
import { describeError } from '../api/errors';
import { serverFieldErrors } from '../api/field-errors';

const m = webMessages.reauthentication;
/** POST /api/auth/reauthenticate `{ password }`: stamps the session as confirmed for 5 minutes. */
export const REAUTHENTICATE_PATH = '/api/auth/reauthenticate';

type PasswordValues = { password: string };

type ReauthenticationDialogProps = { onConfirmed: () => void; onCancel: () => void };

/** "Voer uw wachtwoord opnieuw in": the password once more before a sensitive action. */
export default function ReauthenticationDialog({ onConfirmed, onCancel }: ReauthenticationDialogProps) {
  const [form] = Form.useForm<PasswordValues>();
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async ({ password }: PasswordValues) => {
    setIsPending(true);
    setFailure(null);
    try {
      await request('POST', REAUTHENTICATE_PATH, { body: { password }, authenticated: true });
      onConfirmed();
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, ['password']);
      form.setFields(fieldErrors);
      if (fieldErrors.length === 0) setFailure(describeError(error, m.failed));
    } finally {
      setIsPending(false);
    }
  };

  return (
    <Modal
      open
      title={m.title}
      okText={m.confirm}
      cancelText={m.cancel}
      onOk={() => form.submit()}
      onCancel={onCancel}
      confirmLoading={isPending}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Typography.Paragraph>{m.explanation}</Typography.Paragraph>
      <Form<PasswordValues>
        form={form}
        layout="vertical"
        onFinish={confirm}
        initialValues={{ password: '' }}
        aria-label={m.title}
      >
        <Form.Item
          label={m.passwordLabel}
          name="password"
          rules={[{ required: true, message: m.passwordRequired }]}
          validateStatus={failure ? 'error' : undefined}
          help={failure ?? undefined}
        >
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
