import type Mail from 'nodemailer/lib/mailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { SmtpRelay } from './mail-channel';

/** One message as the relay gets it (addresses already formatted as mailboxes). */
export type SmtpMessage = {
  from: string;
  to: string[];
  replyTo?: string[] | undefined;
  subject: string;
  html: string;
  text: string;
  headers?: { name: string; value: string }[];
  attachments?: { fileName: string; contentType: string; content: Uint8Array }[];
};

/**
 * Within an API request's 15 s: connecting and the greeting get 5 s each, any later silence 10 s.
 * A relay that does not answer fails the send with nodemailer's own reason.
 */
const TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 } as const;

/** SMTP answers and connection failures that may pass: the bulk-mail worker tries those again. */
const TRANSIENT_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNRESET']);

/** The transporter of the current relay settings, rebuilt when they change (a PUT, or another container's). */
let current: { settings: string; transporter: Mail<SMTPTransport.SentMessageInfo> } | undefined;

async function transporterFor(relay: SmtpRelay) {
  const settings = JSON.stringify(relay);
  if (current?.settings === settings) return current.transporter;
  // Loaded only when SMTP is the channel: functions that send through SES never evaluate it. The
  // mailer and its SMTP transport alone (what createTransport builds for SMTP options), not the
  // package's other transports, keep the bundles of the mail-sending functions smaller.
  const [{ default: Mailer }, { default: SmtpTransport }] = await Promise.all([
    import('nodemailer/lib/mailer'),
    import('nodemailer/lib/smtp-transport'),
  ]);
  current?.transporter.close();
  const options: SMTPTransport.Options = {
    host: relay.host,
    port: relay.port,
    secure: relay.security === 'tls',
    requireTLS: relay.security === 'starttls',
    ignoreTLS: relay.security === 'none',
    auth: relay.user ? { user: relay.user, pass: relay.password ?? '' } : undefined,
    ...TIMEOUTS,
  };
  const transporter: Mail<SMTPTransport.SentMessageInfo> = new Mailer(new SmtpTransport(options), options);
  current = { settings, transporter };
  return transporter;
}

/**
 * Sends one message through the relay and gives the relay's message id. A refusal throws
 * nodemailer's error (its `code`, `responseCode` and the server's own words in the message); a
 * temporary one (a 4xx answer, a connection that failed) carries `$metadata.httpStatusCode` 503 so
 * the queue's retry rule (functions/services/email/deliver-mail.ts) treats it like a throttled SES.
 */
export async function sendThroughRelay(relay: SmtpRelay, message: SmtpMessage): Promise<string | undefined> {
  if (!relay.host) throw new Error('The SMTP relay has no host (setting smtp_host).');
  const transporter = await transporterFor(relay);
  try {
    const info = await transporter.sendMail({
      from: message.from,
      to: message.to,
      replyTo: message.replyTo && message.replyTo.length > 0 ? message.replyTo : undefined,
      subject: message.subject,
      html: message.html,
      text: message.text,
      headers: message.headers?.map(({ name, value }) => ({ key: name, value })),
      attachments: message.attachments?.map((attachment) => ({
        filename: attachment.fileName,
        contentType: attachment.contentType,
        content: Buffer.from(attachment.content),
      })),
    });
    return info.messageId;
  } catch (error) {
    const { code, responseCode } = error as { code?: string; responseCode?: number };
    const transient =
      (typeof responseCode === 'number' && responseCode >= 400 && responseCode < 500) ||
      (code !== undefined && TRANSIENT_CODES.has(code));
    if (transient && error instanceof Error) Object.assign(error, { $metadata: { httpStatusCode: 503 } });
    throw error;
  }
}
