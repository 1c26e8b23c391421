import { emailMessages } from '../../../shared/messages/email';
import type { RecipientFamily, RecipientUser } from '../../repositories/email-recipients';
import { escapeHtml } from './placeholders';

const m = emailMessages.email;

/** Bulk mail to these roles (and to families) carries the opt-out: header and visible link. */
const VOLUNTEER_ROLES = new Set(['vrijwilliger', 'huiswerkbegeleider']);

/** A family or a volunteer may opt out of bulk mail; staff and unknown addresses get no opt-out. */
export const mayOptOut = (user: RecipientUser | undefined, family: RecipientFamily | undefined) =>
  Boolean(family || (user && VOLUNTEER_ROLES.has(user.role)));

/**
 * The visible opt-out under a bulk mail to a family or volunteer (the plain-text part gets it from
 * optOutFooterText): it opens the public opt-out page of this recipient's token.
 */
export const optOutFooter = (link: string) =>
  `<hr><p style="font-size:12px;color:#6b7280">${escapeHtml(m.unsubscribeFooter)} <a href="${escapeHtml(link)}">${escapeHtml(m.unsubscribeLink)}</a></p>`;

/**
 * The opt-out of the plain-text part, on its own lines under the message: the usual signature
 * separator, the question, then `Afmelden: <link>`.
 */
export const optOutFooterText = (link: string) =>
  `\n\n-- \n${m.unsubscribeFooter}\n${m.unsubscribeLink}: ${link}`;
