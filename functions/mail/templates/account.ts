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

type AccountMailInput = { to: string; firstName: string; link: string; organizationName: string };

/** A mail with one link that acts on the account, and how long that link works. */
function accountLinkMail(
  input: AccountMailInput,
  wording: SystemWording,
  validity: string,
  linkLabel: string,
): Mail {
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
    link: { href: input.link, label: linkLabel },
  });
}

/** The invitation, from the 'invitation' system template (its default wording unless given). */
export const invitationMail = (
  input: AccountMailInput,
  wording: SystemWording = defaultWording('invitation'),
): Mail => accountLinkMail(input, wording, `${INVITATION_DAYS} dagen`, 'Account activeren');

/** A reset link by mail: 'password-reset' (self-service) or 'manager-reset' system template. */
export const passwordResetMail = (
  input: AccountMailInput & { validFor: 'self-service' | 'manager' },
  wording: SystemWording = defaultWording(
    input.validFor === 'self-service' ? 'password-reset' : 'manager-reset',
  ),
): Mail =>
  accountLinkMail(
    input,
    wording,
    input.validFor === 'self-service'
      ? `${SELF_SERVICE_RESET_MINUTES} minuten`
      : `${MANAGER_RESET_LINK_HOURS} uur`,
    'Nieuw wachtwoord instellen',
  );
