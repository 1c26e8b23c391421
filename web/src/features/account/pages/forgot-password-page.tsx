import { Button, Form, Input, Result } from 'antd';
import { Link } from 'react-router-dom';
import { SELF_SERVICE_RESET_MINUTES } from '../../../../../shared/constants';
import { messages } from '../../../../../shared/messages';
import { UserOutlined } from '../../../components/icons';
import { useToast } from '../../../lib/toast';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AccountLayout } from '../components/account-layout';

const PAGE_TITLE = 'Wachtwoord vergeten';

type ForgotPasswordValues = { usernameOrEmail: string };

/** /wachtwoord-vergeten: ask for a reset link by username or e-mail (the answer never says whether it exists). */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const toast = useToast();

  if (request.isSuccess) {
    return (
      <AccountLayout pageTitle={PAGE_TITLE}>
        <Result
          status="success"
          title="E-mail verzonden!"
          subTitle={
            <span role="status">
              {request.data.message} De link in de e-mail is {SELF_SERVICE_RESET_MINUTES} minuten geldig.
            </span>
          }
          extra={
            <Link to="/login">
              <Button type="primary">Terug naar inloggen</Button>
            </Link>
          }
        />
      </AccountLayout>
    );
  }

  const submit = ({ usernameOrEmail }: ForgotPasswordValues) =>
    request.mutate(usernameOrEmail.trim(), {
      onSuccess: () => toast.dismissErrors(),
      onError: (error) => toast.failure(error, messages.generic.error),
    });

  return (
    <AccountLayout
      pageTitle={PAGE_TITLE}
      title="Wachtwoord vergeten"
      subtitle="Vul uw gebruikersnaam of e-mailadres in. U ontvangt een e-mail met een link om een nieuw wachtwoord te kiezen."
    >
      <Form<ForgotPasswordValues>
        layout="vertical"
        requiredMark={false}
        size="large"
        initialValues={{ usernameOrEmail: '' }}
        onFinish={submit}
        disabled={request.isPending}
        aria-label="Wachtwoord vergeten"
      >
        <Form.Item
          label="Gebruikersnaam of e-mailadres"
          name="usernameOrEmail"
          rules={[
            { required: true, whitespace: true, message: messages.reset.requestRequired },
            { max: 254, message: messages.reset.requestRequired },
          ]}
        >
          <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={request.isPending}>
          Resetlink versturen
        </Button>
      </Form>
      <p className="account-card__footer">
        <Link to="/login">Terug naar inloggen</Link>
      </p>
    </AccountLayout>
  );
}
