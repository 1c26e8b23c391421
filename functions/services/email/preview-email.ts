import { emailMessages } from '../../../shared/messages/email';
import { headerSafe } from '../../../shared/schemas/email';
import { findFamiliesByEmail, findUsersByEmail } from '../../repositories/email-recipients';
import { normalizeAddress } from '../../repositories/keys/mail';
import { mayOptOut, optOutFooter } from './opt-out';
import { fillPlaceholders, placeholderValues } from './placeholders';
import { sanitizeMailHtml } from './sanitize-mail-html';

/** The message as one recipient would get it; a reset link is described, not created. */
export async function previewEmail(input: { recipient: string; subject: string; html: string }, now: Date) {
  const address = input.recipient.trim();
  const [users, families] = address
    ? await Promise.all([findUsersByEmail([address]), findFamiliesByEmail([address])])
    : [new Map(), new Map()];
  const key = normalizeAddress(address);
  const user = users.get(key);
  const family = families.get(key);
  const values = placeholderValues({ address, user, family, now });
  if (user) values['[RESETLINK]'] = emailMessages.email.resetLinkInPreview;
  const html = fillPlaceholders(sanitizeMailHtml(input.html), values, 'html');
  return {
    subject: headerSafe(fillPlaceholders(input.subject, values, 'text')),
    // The personal opt-out link is made when the mail is sent; the preview shows where it will be.
    html: mayOptOut(user, family) ? html + optOutFooter('#') : html,
  };
}
