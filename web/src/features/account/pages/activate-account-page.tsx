import { Form } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { messages } from '../../../../../shared/messages';
import { serverFieldErrors } from '../../../lib/api/field-errors';
import { useToast } from '../../../lib/toast';
import { useAcceptInvite } from '../api/accept-invite';
import { useVerifyInvite } from '../api/verify-invite';
import { AccountLayout } from '../components/account-layout';
import { InvalidLinkCard } from '../components/invalid-link-card';
import { CheckingLink, invalidLinkMessage, isLinkRefused } from '../components/link-status';
import { NewPasswordForm, type NewPasswordValues } from '../components/new-password-form';
import { RedirectNotice } from '../components/redirect-notice';

const PAGE_TITLE = 'Account activeren';

/** /invite/:userId/:inviteToken: check the invitation, choose a password, signed in on the dashboard. */
export function ActivateAccountPage() {
  const { userId = '', inviteToken = '' } = useParams();
  const verification = useVerifyInvite(userId, inviteToken);
  const accept = useAcceptInvite();
  const toast = useToast();
  const [form] = Form.useForm<NewPasswordValues>();
  const [refusal, setRefusal] = useState<string | null>(null);

  if (verification.isPending) {
    return (
      <AccountLayout pageTitle={PAGE_TITLE}>
        <CheckingLink label="Uitnodiging controleren…" />
      </AccountLayout>
    );
  }

  const invalidMessage =
    refusal ??
    (verification.isError ? invalidLinkMessage(verification.error, messages.invitation.invalid) : null);
  if (invalidMessage) {
    return (
      <AccountLayout pageTitle={PAGE_TITLE}>
        <InvalidLinkCard
          title={messages.invitation.invalidTitle}
          message={invalidMessage}
          instruction="Neem contact op met de administrator voor een nieuwe uitnodiging."
        />
      </AccountLayout>
    );
  }

  if (accept.isSuccess) {
    return (
      <AccountLayout pageTitle={PAGE_TITLE}>
        <RedirectNotice
          title="Account geactiveerd"
          message={messages.invitation.activated}
          to="/"
          destination="het dashboard"
        />
      </AccountLayout>
    );
  }

  const activate = (password: string) =>
    accept.mutate(
      { userId, token: inviteToken, password },
      {
        onSuccess: () => toast.dismissErrors(),
        onError: (error) => {
          if (isLinkRefused(error)) {
            setRefusal(invalidLinkMessage(error, messages.invitation.invalid));
            return;
          }
          form.setFields(serverFieldErrors(error, ['password'], { paths: { newPassword: 'password' } }));
          toast.failure(error, messages.invitation.activationFailed);
        },
      },
    );

  const firstName = verification.data?.firstName;
  return (
    <AccountLayout
      pageTitle={PAGE_TITLE}
      title={firstName ? `Welkom, ${firstName}!` : 'Welkom!'}
      subtitle="Kies een wachtwoord om uw account te activeren."
    >
      <NewPasswordForm
        form={form}
        passwordLabel="Wachtwoord"
        submitLabel="Account activeren"
        isPending={accept.isPending}
        onSubmit={activate}
      />
    </AccountLayout>
  );
}
