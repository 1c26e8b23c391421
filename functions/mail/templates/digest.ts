import { dashboardMessages } from '../../../shared/messages/dashboard';
import type { Mail } from '../send-mail';
import { defaultWording, renderSystemMail, type SystemWording } from './system-render';

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
 * The coordinators' daily overview, from the 'coordinator-digest' system template: counts only,
 * never a name or a note, so the mail says nothing a forwarded message should not. Every value is
 * escaped in the HTML part, the organization name too.
 */
export function digestMail(
  input: {
    to: string;
    firstName: string;
    /** dd-mm-yyyy in Belgian time. */
    date: string;
    counts: DigestCounts;
    reminderAfterDays: number;
    links: DigestLinks;
    organizationName: string;
  },
  wording: SystemWording = defaultWording('coordinator-digest'),
): Mail {
  const { counts, links } = input;
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
  const overview = {
    html: `<ul>
${items.map((item) => `<li><a href="${escapeHtml(item.href)}" style="color:#2563eb">${escapeHtml(item.text)}</a></li>`).join('\n')}
</ul>${reminders ? `<p>${escapeHtml(reminders)}</p>` : ''}`,
    text: [
      ...items.map((item) => `- ${item.text}: ${item.href}`),
      ...(reminders ? ['', reminders] : []),
    ].join('\n'),
  };
  const mail = renderSystemMail({
    to: input.to,
    wording,
    values: {
      '[VOORNAAM]': input.firstName,
      '[DATUM]': input.date,
      '[ORGANISATIE]': input.organizationName,
      '[OVERZICHT]': overview,
    },
    link: { href: links.dashboard, label: 'Naar het portaal' },
  });
  return wording.subject === defaultWording('coordinator-digest').subject
    ? { ...mail, subject: dashboardMessages.notifications.digestSubject }
    : mail;
}
