import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ses } from '../commons/ses';
import { config } from '../config';

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
