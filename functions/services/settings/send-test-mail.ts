import { settingsMessages } from '../../../shared/messages/settings';
import type { TestMailResponse } from '../../../shared/schemas/settings';
import { sendMail } from '../../mail/send-mail';
import { readSetting } from './settings-reader';

const m = settingsMessages.settings;

type ReasonKind = keyof typeof m.smtpReasons;

/** nodemailer's error codes, grouped by what the admin has to check. */
const SMTP_CODES: Record<string, ReasonKind> = {
  EAUTH: 'auth',
  ENOAUTH: 'auth',
  ECONNECTION: 'connection',
  ETIMEDOUT: 'connection',
  ESOCKET: 'connection',
  EDNS: 'connection',
  ECONNRESET: 'connection',
  ETLS: 'tls',
  EENVELOPE: 'envelope',
  EMESSAGE: 'message',
};

/** The server's (or SES's) own words, in one line and without stack. */
const wordsOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim().slice(0, 300);

/** What went wrong: a Dutch sentence saying what to check, then the channel's own words. */
export function reasonOf(channel: 'ses' | 'smtp', error: unknown): string {
  const code = (error as { code?: unknown }).code;
  const kind: ReasonKind =
    channel === 'ses' ? 'ses' : (typeof code === 'string' && SMTP_CODES[code]) || 'other';
  return m.testMailReason(m.smtpReasons[kind], wordsOf(error));
}

/** Sends a short test message through the active channel (SES or the SMTP relay) and says how it went. */
export async function sendTestMail(to: string): Promise<TestMailResponse> {
  const channel = (await readSetting('mail_channel')) === 'smtp' ? 'smtp' : 'ses';
  try {
    await sendMail({
      to: [to],
      subject: m.testMailSubject,
      html: `<p>${m.testMailBody}</p>`,
      text: m.testMailBody,
    });
    return { sent: true, channel, message: m.testMailSent(to), reason: null };
  } catch (error) {
    return { sent: false, channel, message: m.testMailFailed, reason: reasonOf(channel, error) };
  }
}
