import { emailMessages } from '../../../shared/messages/email';
import { headerSafe } from '../../../shared/schemas/email';
import { findFamiliesByEmail, findUsersByEmail } from '../../repositories/email-recipients';
import { normalizeAddress } from '../../repositories/keys/mail';
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
  const values = placeholderValues({ address, user, family: families.get(key), now });
  if (user) values['[RESETLINK]'] = emailMessages.email.resetLinkInPreview;
  return {
    subject: headerSafe(fillPlaceholders(input.subject, values, 'text')),
    html: fillPlaceholders(sanitizeMailHtml(input.html), values, 'html'),
  };
}
