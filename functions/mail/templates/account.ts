import {
  INVITATION_DAYS,
  MANAGER_RESET_LINK_HOURS,
  SELF_SERVICE_RESET_MINUTES,
} from '../../../shared/constants';
import type { Mail } from '../send-mail';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** How a paragraph points at the action: a button in the HTML mail, the link itself in plain text. */
type Pointer = 'de knop hieronder' | 'de link hieronder';

function layout(
  greeting: string,
  paragraphsFor: (pointer: Pointer) => string[],
  link: { href: string; label: string },
  closing: string,
) {
  const paragraphs = paragraphsFor('de knop hieronder');
  const html = `<!doctype html><html lang="nl"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="font-size:13px;color:#6b7280">Werkt de knop niet? Kopieer dan deze link in uw browser:<br>${escapeHtml(link.href)}</p>
<p>${escapeHtml(closing)}</p>
</body></html>`;
  const text = [
    greeting,
    '',
    ...paragraphsFor('de link hieronder'),
    '',
    `${link.label}: ${link.href}`,
    '',
    closing,
  ].join('\n');
  return { html, text };
}

/**
 * "het vrijwilligersportaal van <organisatie>", without the doubled name when the organisation is
 * still called after the portal itself (the default name).
 */
function portalOf(organizationName: string): string {
  const name = organizationName.trim();
  if (!name || /^vrijwilligersportaal$/i.test(name)) return 'het Vrijwilligersportaal';
  return `het vrijwilligersportaal van ${name}`;
}

export function invitationMail(input: {
  to: string;
  firstName: string;
  link: string;
  organizationName: string;
}): Mail {
  const body = layout(
    `Beste ${input.firstName},`,
    (pointer) => [
      `U bent uitgenodigd voor ${portalOf(input.organizationName)}.`,
      `Via ${pointer} kiest u uw wachtwoord en activeert u uw account. De link is ${INVITATION_DAYS} dagen geldig en werkt één keer.`,
    ],
    { href: input.link, label: 'Account activeren' },
    `Met vriendelijke groeten,\n${input.organizationName}`,
  );
  return {
    to: [input.to],
    subject: `Uitnodiging voor ${portalOf(input.organizationName)}`,
    ...body,
  };
}

export function passwordResetMail(input: {
  to: string;
  firstName: string;
  link: string;
  organizationName: string;
  validFor: 'self-service' | 'manager';
}): Mail {
  const validity =
    input.validFor === 'self-service'
      ? `${SELF_SERVICE_RESET_MINUTES} minuten`
      : `${MANAGER_RESET_LINK_HOURS} uur`;
  const body = layout(
    `Beste ${input.firstName},`,
    (pointer) => [
      'Er is gevraagd om het wachtwoord van uw account opnieuw in te stellen.',
      `Via ${pointer} kiest u een nieuw wachtwoord. De link is ${validity} geldig en werkt één keer.`,
      'Heeft u dit niet zelf gevraagd? Dan kunt u deze e-mail negeren; uw wachtwoord blijft ongewijzigd.',
    ],
    { href: input.link, label: 'Nieuw wachtwoord instellen' },
    `Met vriendelijke groeten,\n${input.organizationName}`,
  );
  return { to: [input.to], subject: 'Wachtwoord opnieuw instellen', ...body };
}
