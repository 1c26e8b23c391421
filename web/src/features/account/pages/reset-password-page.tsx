import { Link } from 'react-router-dom';
import { messages } from '../../../../../shared/messages';
import { useResetPassword } from '../api/reset-password';
import { useVerifyResetToken } from '../api/verify-reset-token';
import { RedirectNotice } from '../components/redirect-notice';
import { useAccountLink } from '../components/use-account-link';
import { VerifiedLinkPage } from '../components/verified-link-page';

/** /wachtwoord-vergeten/:userId#token=…: check the link, choose a new password, then sign in. */
export function ResetPasswordPage() {
  const { userId, token: resetToken } = useAccountLink();
  const verification = useVerifyResetToken(userId, resetToken);
  const reset = useResetPassword();

  return (
    <VerifiedLinkPage
      pageTitle="Nieuw wachtwoord instellen"
      checkingLabel="Link controleren…"
      verification={verification}
      invalid={{
        title: messages.reset.invalidTitle,
        fallback: messages.reset.invalid,
        instruction: (
          <>
            Vraag een nieuwe wachtwoord reset aan via{' '}
            <Link to="/wachtwoord-vergeten">Wachtwoord vergeten</Link>.
          </>
        ),
      }}
      heading={(data) => ({
        title: 'Nieuw wachtwoord instellen',
        subtitle: data?.firstName
          ? `Kies een nieuw wachtwoord, ${data.firstName}.`
          : 'Kies een nieuw wachtwoord voor uw account.',
      })}
      passwordLabel="Nieuw wachtwoord"
      submitLabel="Wachtwoord wijzigen"
      isPending={reset.isPending}
      submit={(newPassword) => reset.mutateAsync({ userId, resetToken, newPassword })}
      failedMessage={messages.reset.failed}
      success={
        reset.isSuccess ? (
          <RedirectNotice
            title="Wachtwoord gewijzigd"
            message={reset.data.message}
            to="/login"
            destination="het inlogscherm"
          />
        ) : null
      }
      footer={
        <p className="account-card__footer">
          <Link to="/login">Terug naar inloggen</Link>
        </p>
      }
    />
  );
}
