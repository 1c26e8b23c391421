import { emailMessages } from '../../../shared/messages/email';
import type { EmailPlaceholder, MissingPlaceholder } from '../../../shared/schemas/email';
import type { RecipientFamily, RecipientUser } from '../../repositories/email-recipients';
import { normalizeAddress } from '../../repositories/keys/mail';
import type { Actor } from '../auth/sessions';
import { resetLinkRule } from './mailed-reset-links';
import { placeholdersIn, placeholderValues } from './placeholders';

const m = emailMessages.email;

/**
 * Per placeholder of the message, how many of the recipients would get it raw (issue 37 point 5): a
 * value the portal does not know for them ([KINDNAAM] for a volunteer, [GEBRUIKERSNAAM] for a
 * family), a reset link the sender may not send them, or [RESETLINK] in the subject, where it is
 * never filled in. The same values as the send fills in (placeholders.ts).
 */
export async function countMissingPlaceholders(input: {
  actor: Actor;
  addresses: readonly string[];
  users: ReadonlyMap<string, RecipientUser>;
  families: ReadonlyMap<string, RecipientFamily>;
  subject: string;
  sanitizedHtml: string;
  now: Date;
}): Promise<MissingPlaceholder[]> {
  const inSubject = placeholdersIn(input.subject);
  const inHtml = placeholdersIn(input.sanitizedHtml);
  const used = [...new Set([...inSubject, ...inHtml])];
  if (used.length === 0 || input.addresses.length === 0) return [];
  const mayHaveResetLink = resetLinkRule(input.actor);
  const counts = new Map<EmailPlaceholder, number>();
  for (const address of input.addresses) {
    const key = normalizeAddress(address);
    const user = input.users.get(key);
    const values = placeholderValues({ address, user, family: input.families.get(key), now: input.now });
    const hasResetLink = inHtml.includes('[RESETLINK]') && (await mayHaveResetLink(user));
    for (const placeholder of used) {
      const isRaw =
        placeholder === '[RESETLINK]'
          ? inSubject.includes('[RESETLINK]') || !hasResetLink
          : values[placeholder] === undefined;
      if (isRaw) counts.set(placeholder, (counts.get(placeholder) ?? 0) + 1);
    }
  }
  const total = input.addresses.length;
  return used.flatMap((placeholder) => {
    const count = counts.get(placeholder) ?? 0;
    return count === 0
      ? []
      : [{ placeholder, count, total, message: m.placeholderMissing(placeholder, count, total) }];
  });
}
