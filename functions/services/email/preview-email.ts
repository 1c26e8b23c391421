import { emailMessages } from '../../../shared/messages/email';
import { headerSafe } from '../../../shared/schemas/email';
import {
  findFamiliesByEmail,
  findUsersByEmail,
  type RecipientFamily,
  type RecipientUser,
} from '../../repositories/email-recipients';
import { normalizeAddress } from '../../repositories/keys/mail';
import type { Actor } from '../auth/sessions';
import { resetLinkRule } from './mailed-reset-links';
import { countMissingPlaceholders } from './missing-placeholders';
import { mayOptOut, optOutFooter } from './opt-out';
import { fillPlaceholders, placeholderValues, subjectValues, usesResetLink } from './placeholders';
import { keepsResetLinkLiteral, sanitizeMailHtml } from './sanitize-mail-html';

const m = emailMessages.email;

/**
 * The message as one recipient would get it from this sender; a reset link is described, not
 * created, and only where the send would make one. The warnings say where `[RESETLINK]` would stay
 * literal: in an address or attribute the sender wrote, in the subject, or for a recipient the sender
 * may not send a reset link. With all the send's recipients it also counts, per placeholder, who
 * would get it raw.
 */
export async function previewEmail(
  actor: Actor,
  input: { recipient: string; subject: string; html: string; recipients?: string[] | undefined },
  now: Date,
) {
  const address = input.recipient.trim();
  const everyone = input.recipients ?? (address ? [address] : []);
  const addresses = address && !everyone.includes(address) ? [...everyone, address] : everyone;
  const [users, families] =
    addresses.length > 0
      ? await Promise.all([findUsersByEmail(addresses), findFamiliesByEmail(addresses)])
      : [new Map<string, RecipientUser>(), new Map<string, RecipientFamily>()];
  const key = normalizeAddress(address);
  const user = users.get(key);
  const family = families.get(key);
  const values = placeholderValues({ address, user, family, now });
  const sanitized = sanitizeMailHtml(input.html);
  const warnings: string[] = [];
  if (keepsResetLinkLiteral(sanitized)) warnings.push(m.resetLinkKeptLiteral);
  if (usesResetLink(input.subject)) warnings.push(m.resetLinkInSubject);
  if (usesResetLink(sanitized)) {
    if (await resetLinkRule(actor)(user)) values['[RESETLINK]'] = m.resetLinkInPreview;
    else warnings.push(m.resetLinkNotForRecipient);
  }
  const html = fillPlaceholders(sanitized, values, 'html');
  const missingPlaceholders = await countMissingPlaceholders({
    actor,
    addresses: everyone,
    users,
    families,
    subject: input.subject,
    sanitizedHtml: sanitized,
    now,
  });
  return {
    missingPlaceholders,
    subject: headerSafe(fillPlaceholders(input.subject, subjectValues(values), 'text')),
    // The personal opt-out link is made when the mail is sent; the preview shows where it will be.
    html: mayOptOut(user, family) ? html + optOutFooter('#') : html,
    warnings,
  };
}
