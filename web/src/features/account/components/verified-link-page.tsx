import type { UseQueryResult } from '@tanstack/react-query';
import { Form } from 'antd';
import { type ReactNode, useState } from 'react';
import { showFieldErrors } from '../../../lib/api/field-errors';
import { useToast } from '../../../lib/toast';
import { AccountLayout } from './account-layout';
import { InvalidLinkCard } from './invalid-link-card';
import { CheckingLink, invalidLinkMessage, isLinkRefused } from './link-status';
import { NewPasswordForm, type NewPasswordValues } from './new-password-form';

type VerifiedLinkPageProps<T> = {
  /** The document title. */
  pageTitle: string;
  checkingLabel: string;
  /** The check of the link, done once on arrival. */
  verification: UseQueryResult<T>;
  invalid: { title: string; fallback: string; instruction: ReactNode };
  heading: (data: T | undefined) => { title: string; subtitle: string };
  passwordLabel: string;
  submitLabel: string;
  isPending: boolean;
  /** Sends the chosen password; rejects with the server's refusal. */
  submit: (password: string) => Promise<unknown>;
  failedMessage: string;
  /** What shows once the password is set (the page's redirect notice), else null. */
  success: ReactNode | null;
  footer?: ReactNode;
};

/**
 * The flow the activation and reset pages share: check the link, show why it cannot be used, or
 * let the user choose a password; a link refused on submit turns into the invalid-link card, a
 * refused password is said on its field, anything else as a toast.
 */
export function VerifiedLinkPage<T>({
  pageTitle,
  checkingLabel,
  verification,
  invalid,
  heading,
  passwordLabel,
  submitLabel,
  isPending,
  submit,
  failedMessage,
  success,
  footer,
}: VerifiedLinkPageProps<T>) {
  const toast = useToast();
  const [form] = Form.useForm<NewPasswordValues>();
  const [refusal, setRefusal] = useState<string | null>(null);

  if (verification.isPending) {
    return (
      <AccountLayout pageTitle={pageTitle}>
        <CheckingLink label={checkingLabel} />
      </AccountLayout>
    );
  }

  const invalidMessage =
    refusal ?? (verification.isError ? invalidLinkMessage(verification.error, invalid.fallback) : null);
  if (invalidMessage) {
    return (
      <AccountLayout pageTitle={pageTitle}>
        <InvalidLinkCard title={invalid.title} message={invalidMessage} instruction={invalid.instruction} />
      </AccountLayout>
    );
  }

  if (success) return <AccountLayout pageTitle={pageTitle}>{success}</AccountLayout>;

  const choose = async (password: string) => {
    try {
      await submit(password);
      toast.dismissErrors();
    } catch (error) {
      if (isLinkRefused(error)) {
        setRefusal(invalidLinkMessage(error, invalid.fallback));
        return;
      }
      const isOnForm = showFieldErrors(form, error, ['password'], { paths: { newPassword: 'password' } });
      if (!isOnForm) toast.failure(error, failedMessage);
    }
  };

  const { title, subtitle } = heading(verification.data);
  return (
    <AccountLayout pageTitle={pageTitle} title={title} subtitle={subtitle}>
      <NewPasswordForm
        form={form}
        passwordLabel={passwordLabel}
        submitLabel={submitLabel}
        isPending={isPending}
        onSubmit={(password) => void choose(password)}
      />
      {footer}
    </AccountLayout>
  );
}
