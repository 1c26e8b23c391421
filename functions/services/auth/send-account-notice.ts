import { formatDate, formatDateTime } from '../../../shared/format/dates';
import { config } from '../../config';
import { sendMail } from '../../mail/send-mail';
import { accountNoticeMail } from '../../mail/templates/account-notice';
import { getUserById } from '../../repositories/users';
import type { AccountNoticeMessage } from './account-notices';
import { organizationName } from './organization-name';

/**
 * The account-mail worker's notice work: to the address the message names, else the user's own; the
 * mail goes through the active channel. A user without an address gets none.
 */
export async function sendAccountNotice(message: AccountNoticeMessage): Promise<void> {
  const user = await getUserById(message.userId);
  const to = message.to ?? user?.email;
  if (!to) return;
  const changedAt = new Date(message.changedAt);
  await sendMail(
    accountNoticeMail({
      to,
      firstName: user?.firstName ?? '',
      change: message.change,
      date: formatDate(changedAt),
      time: formatDateTime(changedAt).slice(-5),
      organizationName: await organizationName(),
      loginUrl: new URL('/login', config.PORTAL_URL).toString(),
    }),
  );
}
