import { sendMail } from '../../mail/send-mail';
import { passwordResetMail } from '../../mail/templates/account';
import { loadSystemWording } from '../../mail/templates/system';
import { getUserById } from '../../repositories/users';
import { issueToken, LINK_LIFETIME_MS, resetLink } from './issue-link';
import { organizationName } from './organization-name';
import { mayReceiveReset, type ResetMailMessage } from './request-password-reset';

/** The account-mail worker's reset work: mints the link and mails it, if the account may still receive one. */
export async function sendPasswordResetMail(message: ResetMailMessage): Promise<void> {
  const user = await getUserById(message.userId);
  if (!mayReceiveReset(user) || !user.email) return;
  const token = await issueToken(user.id, 'reset', LINK_LIFETIME_MS['self-service-reset'], new Date());
  await sendMail(
    passwordResetMail(
      {
        to: user.email,
        firstName: user.firstName,
        link: resetLink(user.id, token),
        organizationName: await organizationName(),
        validFor: 'self-service',
      },
      await loadSystemWording('password-reset'),
    ),
  );
}
