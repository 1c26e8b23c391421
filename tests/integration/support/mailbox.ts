import { type MailboxMessage, readMailbox } from '../../../infra/local/services';

/** Waits for the newest mail to an address in the local mailbox (mail is sent before the API answers, but be patient). */
export async function latestMailTo(
  mailboxUrl: string,
  address: string,
  timeoutMs = 5000,
): Promise<MailboxMessage> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await readMailbox(mailboxUrl)).filter((mail) => mail.destination.to.includes(address));
    const newest = mails.sort((a, b) => b.at - a.at)[0];
    if (newest) return newest;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
}

export async function mailsTo(mailboxUrl: string, address: string) {
  return (await readMailbox(mailboxUrl)).filter((mail) => mail.destination.to.includes(address));
}

/** The first portal link of a given path in a mail's text body. */
export function linkIn(mail: MailboxMessage, pathStart: string): string {
  const match = (mail.body.text ?? mail.body.html ?? '').match(
    new RegExp(`https?://[^\\s"<]+${pathStart}[^\\s"<]+`),
  );
  if (!match) throw new Error(`No ${pathStart} link in mail "${mail.subject}"`);
  return match[0];
}

/**
 * The user id and secret of an invitation or reset link (`…/invite/12#token=…`): the secret is only
 * ever after `#`, so a link whose path or query holds it is refused here.
 */
export function accountLinkParts(link: string): { userId: number; token: string } {
  const url = new URL(link);
  const token = new URLSearchParams(url.hash.slice(1)).get('token');
  const userId = Number(url.pathname.split('/').pop());
  if (!token || !Number.isInteger(userId) || url.search || url.pathname.includes(token)) {
    throw new Error(`Not an account link with its secret after #: ${link}`);
  }
  return { userId, token };
}
