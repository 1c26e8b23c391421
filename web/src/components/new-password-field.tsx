import { Form, Input } from 'antd';
import { PASSWORD_MIN_LENGTH } from '../../../shared/constants';
import { resetPasswordBody } from '../../../shared/schemas/users';
import { zodRule } from '../lib/forms/zod-rule';
import { LockOutlined } from './icons';

/** The server's own password rule (8 to 128 characters), with its Dutch messages. */
const NEW_PASSWORD_RULES = [zodRule(resetPasswordBody.shape.newPassword)];

type NewPasswordFieldProps = {
  name: string;
  label: string;
  /** The lock in front, as on the account pages. */
  hasIcon?: boolean;
};

/** A new password chosen in a form: the reset and activation pages, a manager's password change. */
export function NewPasswordField({ name, label, hasIcon = false }: NewPasswordFieldProps) {
  return (
    <Form.Item label={label} name={name} rules={NEW_PASSWORD_RULES}>
      <Input.Password
        prefix={hasIcon ? <LockOutlined /> : undefined}
        autoComplete="new-password"
        autoFocus
        placeholder={`Minimaal ${PASSWORD_MIN_LENGTH} tekens`}
      />
    </Form.Item>
  );
}
