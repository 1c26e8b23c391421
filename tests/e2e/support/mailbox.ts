import { type MailboxMessage, readMailbox } from '../../../infra/local/services';

/** Waits for the newest mail to an address (optionally with a subject) in the local mailbox. */
export async function waitForMailTo(
  mailboxUrl: string,
  address: string,
  options: { subject?: RegExp; timeoutMs?: number } = {},
): Promise<MailboxMessage> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await readMailbox(mailboxUrl)).filter(
      (mail) =>
        mail.destination.to.includes(address) && (!options.subject || options.subject.test(mail.subject)),
    );
    const newest = mails.sort((a, b) => b.at - a.at)[0];
    if (newest) return newest;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
}

/** The first portal link of a given path in a mail's text body. */
export function portalLinkIn(mail: MailboxMessage, pathStart: string): string {
  const match = (mail.body.text ?? mail.body.html ?? '').match(
    new RegExp(`https?://[^\\s"<]+${pathStart}[^\\s"<]+`),
  );
  if (!match) throw new Error(`No ${pathStart} link in mail "${mail.subject}"`);
  return match[0];
}
