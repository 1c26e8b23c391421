import { LockOutlined } from '@ant-design/icons';
import { Button, Form, type FormInstance, Input } from 'antd';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../../../shared/constants';
import { messages } from '../../../../../shared/messages';

export type NewPasswordValues = { password: string; confirmPassword: string };

type NewPasswordFormProps = {
  form: FormInstance<NewPasswordValues>;
  passwordLabel: string;
  submitLabel: string;
  isPending: boolean;
  onSubmit: (password: string) => void;
};

/** Password and confirmation of spec §5: at least 8 characters, and both the same. */
export function NewPasswordForm({
  form,
  passwordLabel,
  submitLabel,
  isPending,
  onSubmit,
}: NewPasswordFormProps) {
  return (
    <Form<NewPasswordValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      size="large"
      initialValues={{ password: '', confirmPassword: '' }}
      onFinish={(values) => onSubmit(values.password)}
      disabled={isPending}
      aria-label={submitLabel}
    >
      <Form.Item
        label={passwordLabel}
        name="password"
        rules={[
          { required: true, message: messages.password.tooShort },
          { min: PASSWORD_MIN_LENGTH, message: messages.password.tooShort },
          { max: PASSWORD_MAX_LENGTH, message: messages.password.tooLong },
        ]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="new-password"
          autoFocus
          placeholder={`Minimaal ${PASSWORD_MIN_LENGTH} tekens`}
        />
      </Form.Item>
      <Form.Item
        label="Bevestig wachtwoord"
        name="confirmPassword"
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(messages.password.mismatch)),
          }),
        ]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="new-password"
          placeholder="Herhaal het wachtwoord"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={isPending}>
        {submitLabel}
      </Button>
    </Form>
  );
}
