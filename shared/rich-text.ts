import sanitizeHtml from 'sanitize-html';

/**
 * The one rule set for rich text (news content): the server stores what `sanitizeRichText` returns,
 * and the browser runs the same function again before it renders stored HTML. Headings, paragraphs,
 * lists, quotes, links, bold/italic/underline; no scripts, styles, event handlers, images or frames.
 * Links keep only http(s) and mailto targets and always open in a new tab with
 * `rel="noopener noreferrer"`.
 */
const RULES: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'blockquote',
    'a',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // contentEditable writes a line as <div>; stored, it is a paragraph.
    div: 'p',
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.title ? { title: attribs.title } : {}),
        target: '_blank',
        rel: 'noopener noreferrer',
      },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RULES).trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of rich text, blocks separated by a space: for previews, counts and notifications. */
export function richTextToPlainText(html: string): string {
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote|div)>|<br\s*\/?>/gi, ' ');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Spec §9: the first `length` characters of the text, cut at a word where possible. */
export function richTextPreview(html: string, length: number): { text: string; isCut: boolean } {
  const text = richTextToPlainText(html);
  if (text.length <= length) return { text, isCut: false };
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return { text: `${(lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`, isCut: true };
}
