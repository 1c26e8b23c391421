import { dashboardMessages } from '../../../shared/messages/dashboard';
import type { Mail } from '../send-mail';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export type DigestCounts = {
  /** Registrations still in_behandeling, and how many of them wait longer than the reminder period. */
  registrations: { waiting: number; overdue: number };
  /** Declarations still pending, and how many of them wait longer than the reminder period. */
  declarations: { waiting: number; overdue: number };
  /** Reminders this run put in the bell. */
  remindersCreated: number;
};

export type DigestLinks = { registrations: string; declarations: string; dashboard: string };

const days = (count: number) => `${count} ${count === 1 ? 'dag' : 'dagen'}`;

function line(label: string, counts: { waiting: number; overdue: number }, reminderAfterDays: number) {
  const overdue =
    counts.overdue > 0 ? ` (waarvan ${counts.overdue} langer dan ${days(reminderAfterDays)})` : '';
  return `${label}: ${counts.waiting}${overdue}`;
}

/**
 * The coordinators' daily overview: counts only, never a name or a note, so the mail says nothing a
 * forwarded message should not. Every value is escaped in the HTML part, the organization name too.
 */
export function digestMail(input: {
  to: string;
  firstName: string;
  /** dd-mm-yyyy in Belgian time. */
  date: string;
  counts: DigestCounts;
  reminderAfterDays: number;
  links: DigestLinks;
  organizationName: string;
}): Mail {
  const { counts, links } = input;
  const greeting = `Beste ${input.firstName},`;
  const intro = `Dit is het overzicht van het vrijwilligersportaal op ${input.date}.`;
  const items = [
    {
      text: line('Nieuwe aanmeldingen in behandeling', counts.registrations, input.reminderAfterDays),
      href: links.registrations,
    },
    {
      text: line('Declaraties in afwachting', counts.declarations, input.reminderAfterDays),
      href: links.declarations,
    },
  ];
  const reminders =
    counts.remindersCreated > 0
      ? `Er ${counts.remindersCreated === 1 ? 'is' : 'zijn'} zojuist ${counts.remindersCreated} nieuwe ${
          counts.remindersCreated === 1 ? 'herinnering' : 'herinneringen'
        } in de meldingen gezet.`
      : null;
  const button = { href: links.dashboard, label: 'Naar het portaal' };
  const closing = ['Met vriendelijke groeten,', input.organizationName];

  const html = `<!doctype html><html lang="nl"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<ul>
${items.map((item) => `<li><a href="${escapeHtml(item.href)}" style="color:#2563eb">${escapeHtml(item.text)}</a></li>`).join('\n')}
</ul>
${reminders ? `<p>${escapeHtml(reminders)}</p>` : ''}
<p><a href="${escapeHtml(button.href)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(button.label)}</a></p>
<p style="font-size:13px;color:#6b7280">Werkt de knop niet? Kopieer dan deze link in uw browser:<br>${escapeHtml(button.href)}</p>
<p>${closing.map(escapeHtml).join('<br>')}</p>
</body></html>`;
  const text = [
    greeting,
    '',
    intro,
    '',
    ...items.map((item) => `- ${item.text}: ${item.href}`),
    ...(reminders ? ['', reminders] : []),
    '',
    `${button.label}: ${button.href}`,
    '',
    ...closing,
  ].join('\n');

  return { to: [input.to], subject: dashboardMessages.notifications.digestSubject, html, text };
}
