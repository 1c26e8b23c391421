import * as xssModule from 'xss';

// xss is CommonJS: Node's ESM loader exposes only some of its exports by name, all of them on
// `default`; bundlers expose them both ways.
const xss = (xssModule as typeof xssModule & { default?: typeof xssModule }).default ?? xssModule;

/**
 * The one rule set for rich text (news content): the server stores what `sanitizeRichText` returns,
 * and the browser runs the same function again before it renders stored HTML. Headings, paragraphs,
 * lists, quotes, links, bold/italic/underline; no scripts, styles, event handlers, images or frames.
 * Links keep only http(s) and mailto targets and always open in a new tab with
 * `rel="noopener noreferrer"`. Built on js-xss (`xss`), a whitelist filter without a DOM or a CSS
 * parser, so the routes that write news stay as light as the others.
 */
const ALLOWED_TAGS = [
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
] as const;
/** Elements removed with everything inside them, not only their tags (the mail sanitiser uses them too). */
export const REMOVED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'select',
  'svg',
  'math',
  'title',
];
export const LINK_SCHEME = /^(https?:\/\/|mailto:)/i;

const richText = new xss.FilterXSS({
  whiteList: Object.fromEntries(ALLOWED_TAGS.map((tag) => [tag, tag === 'a' ? ['href', 'title'] : []])),
  stripIgnoreTag: true,
  stripIgnoreTagBody: REMOVED_WITH_CONTENT,
  allowCommentTag: false,
  // contentEditable writes a line as <div>; stored, it is a paragraph.
  onTag: (tag, _html, options) => (tag === 'div' ? (options.isClosing ? '</p>' : '<p>') : undefined),
  safeAttrValue: (tag, name, value, cssFilter) => {
    const safe = xss.safeAttrValue(tag, name, value, cssFilter);
    return name === 'href' && !LINK_SCHEME.test(safe) ? '' : safe;
  },
});

const textOnly = new xss.FilterXSS({
  whiteList: {},
  stripIgnoreTag: true,
  stripIgnoreTagBody: REMOVED_WITH_CONTENT,
  allowCommentTag: false,
});

export function sanitizeRichText(html: string): string {
  // js-xss writes every kept attribute itself as name="escaped value", so an <a …> it returns holds no
  // stray '>' and the link attributes can be appended safely.
  return richText
    .process(html)
    .replace(/<a\b([^>]*)>/gi, '<a$1 target="_blank" rel="noopener noreferrer">')
    .trim();
}

const escapeText = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** True when a text holds at least one HTML tag (not just a lone '<' in a sentence). */
export const containsHtml = (text: string) => /<\/?[a-z][a-z0-9]*\b[^<>]*>/i.test(text);

/**
 * Text typed without any markup (an older template, an API client) as HTML that looks as typed: an
 * empty line starts a new paragraph, a single line break stays a line break. Text that already holds
 * HTML is returned unchanged.
 */
export function plainTextToHtml(text: string): string {
  if (containsHtml(text)) return text;
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeText(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of rich text, blocks separated by a space: for previews, counts and notifications. */
export function richTextToPlainText(html: string): string {
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote|div)>|<br\s*\/?>/gi, ' ');
  return textOnly
    .process(spaced)
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
