import { type AccountChange, accountNoticeMessages } from '../../../shared/messages/account-notices';
import { headerSafe } from '../../../shared/validation/header-safe';
import type { Mail } from '../send-mail';

const m = accountNoticeMessages.accountNotices;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * "Your account changed" (issue 38, item 13): what changed and when, what to do if it was not you,
 * and the way to the sign-in page. It carries no secret and no link that acts on the account, so a
 * mailbox read by someone else learns nothing it could use.
 */
export function accountNoticeMail(input: {
  to: string;
  firstName: string;
  change: AccountChange;
  /** dd-mm-jjjj and HH:mm on the Brussels clock. */
  date: string;
  time: string;
  organizationName: string;
  loginUrl: string;
}): Mail {
  const what = `${m.sentences[input.change]} ${m.when(input.date, input.time)}.`;
  const paragraphs = [m.greeting(input.firstName), what, m.wasItYou, m.neverAsks];
  const signOff = m.signOff(input.organizationName);
  const html = `<!doctype html><html lang="nl"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(input.loginUrl)}">${escapeHtml(m.toPortal)}</a></p>
<p>${escapeHtml(signOff).replace('\n', '<br>')}</p>
</body></html>`;
  const text = [...paragraphs, `${m.toPortal}: ${input.loginUrl}`, signOff].join('\n\n');
  return { to: [input.to], subject: headerSafe(m.subjects[input.change]), html, text };
}
