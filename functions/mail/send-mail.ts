import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ses } from '../commons/ses';
import { config } from '../config';
import { mailConfig } from './mail-config';

export type Mail = { to: string[]; subject: string; html: string; text: string; replyTo?: string[] };

/** Sends one message through SES v2 from the configured sender; throws when SES refuses it. */
export async function sendMail(mail: Mail): Promise<string | undefined> {
  const result = await ses.send(
    new SendEmailCommand({
      FromEmailAddress: config.MAIL_FROM,
      Destination: { ToAddresses: mail.to },
      ReplyToAddresses: mail.replyTo,
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Html: { Data: mail.html, Charset: 'UTF-8' }, Text: { Data: mail.text, Charset: 'UTF-8' } },
        },
      },
    }),
  );
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

/** One message of a bulk send (the e-mail tool): one recipient, its own headers and attachments. */
export async function sendPersonalMail(mail: PersonalMail): Promise<string | undefined> {
  const result = await ses.send(
    new SendEmailCommand({
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
    }),
  );
  return result.MessageId;
}
