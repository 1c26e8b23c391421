import type { SystemTemplateId } from '../../../shared/constants';
import { emailMessages } from '../../../shared/messages/email';
import { headerSafe } from '../../../shared/validation/header-safe';
import { mailHtmlToText } from '../../services/email/html-to-text';
import type { Mail } from '../send-mail';

/**
 * Rendering the portal's own mails from their system templates: pure (no configuration, no client),
 * so the template modules stay testable on their own. Loading the edited wording is in ./system.ts.
 */

/** The wording of one of the portal's own mails: subject and HTML content with placeholders. */
export type SystemWording = { subject: string; content: string };

export const defaultWording = (id: SystemTemplateId): SystemWording => {
  const { subject, content } = emailMessages.systemTemplates[id];
  return { subject, content };
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A value that differs between the two parts (a pointer to the button, a list). */
export type PartValue = string | { html: string; text: string };

function fill(text: string, values: Record<string, PartValue>, part: 'html' | 'text'): string {
  return text.replace(/\[([A-Z]+)\]/g, (match) => {
    const value = values[match];
    if (value === undefined) return match;
    if (typeof value === 'string') return part === 'html' ? escapeHtml(value) : value;
    return value[part];
  });
}

const BUTTON_STYLE =
  'display:inline-block;padding:10px 18px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none';

/**
 * Renders one of the portal's own mails from its wording. The server fills every placeholder
 * (values are escaped in the HTML part) and the action link: where the wording has `[LINK]`, or added
 * as a button after the text when the wording left it out, so an edit can never lose the link.
 */
export function renderSystemMail(input: {
  to: string;
  wording: SystemWording;
  values: Record<string, PartValue>;
  /** The action link; a mail to someone without an account (a family's confirmation) has none. */
  link: { href: string; label: string } | null;
}): Mail {
  const { wording, link } = input;
  const values = link ? { ...input.values, '[LINK]': link.href } : input.values;
  const content =
    !link || wording.content.includes('[LINK]')
      ? wording.content
      : `${wording.content}<p><a href="[LINK]">${escapeHtml(link.label)}</a></p>`;
  const styled = content.replace(/<a href="\[LINK\]"/g, `<a href="[LINK]" style="${BUTTON_STYLE}"`);
  const fallback = link
    ? `\n<p style="font-size:13px;color:#6b7280">Werkt de knop niet? Kopieer dan deze link in uw browser:<br>${escapeHtml(link.href)}</p>`
    : '';
  const html = `<!doctype html><html lang="nl"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
${fill(styled, values, 'html')}${fallback}
</body></html>`;
  const text = fill(mailHtmlToText(content), values, 'text');
  return {
    to: [input.to],
    subject: headerSafe(fill(wording.subject, values, 'text')),
    html,
    text,
  };
}
