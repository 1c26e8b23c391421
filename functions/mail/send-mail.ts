import { logger } from '../commons/logger';
import { config } from '../config';
import { countSentMail } from '../repositories/mail-count';
import { readMailChannel } from './mail-channel';
import { mailConfig } from './mail-config';
import { sendEmailWithSes } from './ses-send';
import { sendThroughRelay } from './smtp-relay';

/**
 * Every mail of the portal leaves through the two functions below (system mails, the test mail, and
 * each message of a bulk send), so the channel choice and the monthly count apply to all of them.
 * The channel comes from the cached settings reader: SES by default, the SMTP relay when an admin
 * chose it. A mail the channel accepted is counted (one ADD on the month's counter); a failing count
 * is logged, never thrown, so a queued mail is not sent twice because the counter could not be written.
 */
async function counted(send: Promise<string | undefined>): Promise<string | undefined> {
  const messageId = await send;
  try {
    await countSentMail(new Date());
  } catch (error) {
    logger.warn('A sent mail could not be counted', { error });
  }
  return messageId;
}

export type Mail = { to: string[]; subject: string; html: string; text: string; replyTo?: string[] };

/**
 * Sends one system message (account mails, reminders, the test mail) through the active channel:
 * through SES from MAIL_FROM, through the relay from its own sender. Throws when the channel refuses it.
 */
export async function sendMail(mail: Mail): Promise<string | undefined> {
  const channel = await readMailChannel();
  if (channel.kind === 'smtp') return counted(sendThroughRelay(channel, { ...mail, from: channel.from }));
  return counted(sendMailWithSes(mail));
}

async function sendMailWithSes(mail: Mail): Promise<string | undefined> {
  const result = await sendEmailWithSes({
    FromEmailAddress: config.MAIL_FROM,
    Destination: { ToAddresses: mail.to },
    ReplyToAddresses: mail.replyTo,
    Content: {
      Simple: {
        Subject: { Data: mail.subject, Charset: 'UTF-8' },
        Body: { Html: { Data: mail.html, Charset: 'UTF-8' }, Text: { Data: mail.text, Charset: 'UTF-8' } },
      },
    },
  });
  return result.MessageId;
}

export type PersonalMail = {
  to: string;
  from: string;
  fromName?: string | undefined;
  replyTo: string[];
  subject: string;
  html: string;
  text: string;
  /** Extra headers (List-Unsubscribe); their values carry no line breaks. */
  headers: { name: string; value: string }[];
  attachments: { fileName: string; contentType: string; content: Uint8Array }[];
};

/** `"Name" <address>` with the name quoted, or the bare address. */
export function mailbox(address: string, name?: string): string {
  const cleanName = name?.replace(/[\r\n"\\]/g, '').trim();
  return cleanName ? `"${cleanName}" <${address}>` : address;
}

/**
 * One message of a bulk send (the e-mail tool): one recipient, its own headers and attachments,
 * through the active channel. Through the relay it leaves from the relay's sender (a relay accepts
 * only its own addresses) under the chosen display name; a sender chosen in the tool (not the portal's
 * default) becomes the Reply-To when the mail has none, so answers still reach it.
 */
export async function sendPersonalMail(mail: PersonalMail): Promise<string | undefined> {
  const channel = await readMailChannel();
  if (channel.kind === 'smtp') {
    const chosen = mail.from.toLowerCase();
    const replyTo = new Set(mail.replyTo);
    if (
      mail.replyTo.length === 0 &&
      chosen !== channel.from.toLowerCase() &&
      chosen !== config.MAIL_FROM.toLowerCase()
    )
      replyTo.add(mail.from);
    return counted(
      sendThroughRelay(channel, {
        ...mail,
        to: [mail.to],
        from: mailbox(channel.from, mail.fromName),
        replyTo: [...replyTo],
      }),
    );
  }
  return counted(sendPersonalMailWithSes(mail));
}

async function sendPersonalMailWithSes(mail: PersonalMail): Promise<string | undefined> {
  const result = await sendEmailWithSes({
    FromEmailAddress: mailbox(mail.from, mail.fromName),
    Destination: { ToAddresses: [mail.to] },
    ReplyToAddresses: mail.replyTo.length > 0 ? mail.replyTo : undefined,
    Content: {
      Simple: {
        Subject: { Data: mail.subject, Charset: 'UTF-8' },
        Body: { Html: { Data: mail.html, Charset: 'UTF-8' }, Text: { Data: mail.text, Charset: 'UTF-8' } },
        Headers:
          mail.headers.length > 0
            ? mail.headers.map(({ name, value }) => ({ Name: name, Value: value }))
            : undefined,
        Attachments:
          mail.attachments.length > 0
            ? mail.attachments.map((attachment) => ({
                FileName: attachment.fileName,
                ContentType: attachment.contentType,
                ContentDisposition: 'ATTACHMENT',
                RawContent: attachment.content,
              }))
            : undefined,
      },
    },
    ConfigurationSetName: mailConfig.MAIL_CONFIGURATION_SET,
  });
  return result.MessageId;
}
