import {
  INVITATION_DAYS,
  MANAGER_RESET_LINK_HOURS,
  SELF_SERVICE_RESET_MINUTES,
} from '../../../shared/constants';
import type { Mail } from '../send-mail';
import { defaultWording, type PartValue, renderSystemMail, type SystemWording } from './system-render';

/** How the text points at the action: a button in the HTML mail, the link itself in plain text. */
const POINTER: PartValue = { html: 'de knop hieronder', text: 'de link hieronder' };

/**
 * "het vrijwilligersportaal van <organisatie>", without the doubled name when the organisation is
 * still called after the portal itself (the default name).
 */
function portalOf(organizationName: string): string {
  const name = organizationName.trim();
  if (!name || /^vrijwilligersportaal$/i.test(name)) return 'het Vrijwilligersportaal';
  return `het vrijwilligersportaal van ${name}`;
}

/** The invitation, from the 'invitation' system template (its default wording unless given). */
export function invitationMail(
  input: { to: string; firstName: string; link: string; organizationName: string },
  wording: SystemWording = defaultWording('invitation'),
): Mail {
  return renderSystemMail({
    to: input.to,
    wording,
    values: {
      '[VOORNAAM]': input.firstName,
      '[PORTAAL]': portalOf(input.organizationName),
      '[ORGANISATIE]': input.organizationName,
      '[GELDIGHEID]': `${INVITATION_DAYS} dagen`,
      '[VERWIJZING]': POINTER,
    },
    link: { href: input.link, label: 'Account activeren' },
  });
}

/** A reset link by mail: 'password-reset' (self-service) or 'manager-reset' system template. */
export function passwordResetMail(
  input: {
    to: string;
    firstName: string;
    link: string;
    organizationName: string;
    validFor: 'self-service' | 'manager';
  },
  wording: SystemWording = defaultWording(
    input.validFor === 'self-service' ? 'password-reset' : 'manager-reset',
  ),
): Mail {
  const validity =
    input.validFor === 'self-service'
      ? `${SELF_SERVICE_RESET_MINUTES} minuten`
      : `${MANAGER_RESET_LINK_HOURS} uur`;
  return renderSystemMail({
    to: input.to,
    wording,
    values: {
      '[VOORNAAM]': input.firstName,
      '[PORTAAL]': portalOf(input.organizationName),
      '[ORGANISATIE]': input.organizationName,
      '[GELDIGHEID]': validity,
      '[VERWIJZING]': POINTER,
    },
    link: { href: input.link, label: 'Nieuw wachtwoord instellen' },
  });
}
