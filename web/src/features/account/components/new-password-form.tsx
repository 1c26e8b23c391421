import { Button, Form, type FormInstance, Input } from 'antd';
import { messages } from '../../../../../shared/messages';
import { LockOutlined } from '../../../components/icons';
import { NewPasswordField } from '../../../components/new-password-field';

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
      <NewPasswordField name="password" label={passwordLabel} hasIcon />
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
