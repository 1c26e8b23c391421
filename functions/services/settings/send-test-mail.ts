import { settingsMessages } from '../../../shared/messages/settings';
import type { TestMailResponse } from '../../../shared/schemas/settings';
import { sendMail } from '../../mail/send-mail';
import { readSetting } from './settings-reader';

const m = settingsMessages.settings;

/** What went wrong, in one line and without stack: the SES or SMTP server's own words. */
const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 300);

/** Sends a short test message through the active channel (SES: the SMTP relay cannot be chosen yet) and says how it went. */
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
    return { sent: false, channel, message: m.testMailFailed, reason: reasonOf(error) };
  }
}
