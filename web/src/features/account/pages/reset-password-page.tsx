import { Form } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { messages } from '../../../../../shared/messages';
import { serverFieldErrors } from '../../../lib/api/field-errors';
import { useToast } from '../../../lib/toast';
import { useResetPassword } from '../api/reset-password';
import { useVerifyResetToken } from '../api/verify-reset-token';
import { AccountLayout } from '../components/account-layout';
import { InvalidLinkCard } from '../components/invalid-link-card';
import { CheckingLink, invalidLinkMessage, isLinkRefused } from '../components/link-status';
import { NewPasswordForm, type NewPasswordValues } from '../components/new-password-form';
import { RedirectNotice } from '../components/redirect-notice';

const PAGE_TITLE = 'Nieuw wachtwoord instellen';

/** /wachtwoord-vergeten/:userId/:resetToken: check the link, choose a new password, then sign in. */
export function ResetPasswordPage() {
  const { userId = '', resetToken = '' } = useParams();
  const verification = useVerifyResetToken(userId, resetToken);
  const reset = useResetPassword();
  const toast = useToast();
  const [form] = Form.useForm<NewPasswordValues>();
  const [refusal, setRefusal] = useState<string | null>(null);

  if (verification.isPending) {
    return (
      <AccountLayout pageTitle={PAGE_TITLE}>
        <CheckingLink label="Link controleren…" />
      </AccountLayout>
    );
  }

  const invalidMessage =
    refusal ?? (verification.isError ? invalidLinkMessage(verification.error, messages.reset.invalid) : null);
  if (invalidMessage) {
    return (
      <AccountLayout pageTitle={PAGE_TITLE}>
        <InvalidLinkCard
          title={messages.reset.invalidTitle}
          message={invalidMessage}
          instruction={
            <>
              Vraag een nieuwe wachtwoord reset aan via{' '}
              <Link to="/wachtwoord-vergeten">Wachtwoord vergeten</Link>.
            </>
          }
        />
      </AccountLayout>
    );
  }

  if (reset.isSuccess) {
    return (
      <AccountLayout pageTitle={PAGE_TITLE}>
        <RedirectNotice
          title="Wachtwoord gewijzigd"
          message={reset.data.message}
          to="/login"
          destination="het inlogscherm"
        />
      </AccountLayout>
    );
  }

  const submit = (newPassword: string) =>
    reset.mutate(
      { userId, resetToken, newPassword },
      {
        onSuccess: () => toast.dismissErrors(),
        onError: (error) => {
          if (isLinkRefused(error)) {
            setRefusal(invalidLinkMessage(error, messages.reset.invalid));
            return;
          }
          form.setFields(serverFieldErrors(error, ['password'], { paths: { newPassword: 'password' } }));
          toast.failure(error, messages.reset.failed);
        },
      },
    );

  const firstName = verification.data?.firstName;
  return (
    <AccountLayout
      pageTitle={PAGE_TITLE}
      title="Nieuw wachtwoord instellen"
      subtitle={
        firstName ? `Kies een nieuw wachtwoord, ${firstName}.` : 'Kies een nieuw wachtwoord voor uw account.'
      }
    >
      <NewPasswordForm
        form={form}
        passwordLabel="Nieuw wachtwoord"
        submitLabel="Wachtwoord wijzigen"
        isPending={reset.isPending}
        onSubmit={submit}
      />
      <p className="account-card__footer">
        <Link to="/login">Terug naar inloggen</Link>
      </p>
    </AccountLayout>
  );
}
