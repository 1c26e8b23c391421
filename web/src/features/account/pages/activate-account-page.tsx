import { messages } from '../../../../../shared/messages';
import { useAcceptInvite } from '../api/accept-invite';
import { useVerifyInvite } from '../api/verify-invite';
import { RedirectNotice } from '../components/redirect-notice';
import { useAccountLink } from '../components/use-account-link';
import { VerifiedLinkPage } from '../components/verified-link-page';

/** /invite/:userId#token=…: check the invitation, choose a password, signed in on the dashboard. */
export function ActivateAccountPage() {
  const { userId, token: inviteToken } = useAccountLink();
  const verification = useVerifyInvite(userId, inviteToken);
  const accept = useAcceptInvite();

  return (
    <VerifiedLinkPage
      pageTitle="Account activeren"
      checkingLabel="Uitnodiging controleren…"
      verification={verification}
      invalid={{
        title: messages.invitation.invalidTitle,
        fallback: messages.invitation.invalid,
        instruction: 'Neem contact op met de administrator voor een nieuwe uitnodiging.',
      }}
      heading={(data) => ({
        title: data?.firstName ? `Welkom, ${data.firstName}!` : 'Welkom!',
        subtitle: 'Kies een wachtwoord om uw account te activeren.',
      })}
      passwordLabel="Wachtwoord"
      submitLabel="Account activeren"
      isPending={accept.isPending}
      submit={(password) => accept.mutateAsync({ userId, token: inviteToken, password })}
      failedMessage={messages.invitation.activationFailed}
      success={
        accept.isSuccess ? (
          <RedirectNotice
            title="Account geactiveerd"
            message={messages.invitation.activated}
            to="/"
            destination="het dashboard"
          />
        ) : null
      }
    />
  );
}
