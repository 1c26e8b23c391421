import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { Link } from 'react-router-dom';
import { messages } from '../../../../../shared/messages';
import type { LoginInput } from '../api/login';

type LoginFormProps = {
  isPending: boolean;
  errorMessage: string | null;
  onSubmit: (input: LoginInput) => void;
};

const requiredRule = { required: true, whitespace: true, message: messages.login.required };

export function LoginForm({ isPending, errorMessage, onSubmit }: LoginFormProps) {
  return (
    <Form<LoginInput>
      layout="vertical"
      requiredMark={false}
      initialValues={{ username: '', password: '', rememberMe: false }}
      onFinish={(values) => onSubmit({ ...values, username: values.username.trim() })}
      disabled={isPending}
      size="large"
      aria-label="Inloggen"
    >
      {errorMessage && (
        <Alert type="error" showIcon title={errorMessage} className="login-form__error" role="alert" />
      )}
      <Form.Item label="Gebruikersnaam" name="username" rules={[requiredRule]}>
        <Input prefix={<UserOutlined />} autoComplete="username" autoFocus placeholder="Uw gebruikersnaam" />
      </Form.Item>
      <Form.Item label="Wachtwoord" name="password" rules={[{ ...requiredRule, whitespace: false }]}>
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="current-password"
          placeholder="Uw wachtwoord"
        />
      </Form.Item>
      <div className="login-form__row">
        <Form.Item name="rememberMe" valuePropName="checked" noStyle>
          <Checkbox>Aangemeld blijven (90 dagen)</Checkbox>
        </Form.Item>
        <Link to="/wachtwoord-vergeten">Wachtwoord vergeten?</Link>
      </div>
      <Button type="primary" htmlType="submit" block loading={isPending}>
        Inloggen
      </Button>
    </Form>
  );
}
