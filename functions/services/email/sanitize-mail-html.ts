import * as xssModule from 'xss';
import {
  LINK_SCHEME,
  plainTextToHtml,
  REMOVED_WITH_CONTENT as RICH_TEXT_REMOVED_WITH_CONTENT,
} from '../../../shared/rich-text';

// xss is CommonJS: Node's ESM loader exposes its exports on `default`, bundlers both ways.
const xss = (xssModule as typeof xssModule & { default?: typeof xssModule }).default ?? xssModule;

/**
 * What an e-mail body may hold: the rich text of the editor plus what mail layouts use (tables,
 * images over https, spans and divs, alignment). No scripts, styles, frames, forms or event
 * handlers; links only http(s) and mailto, images only https. Built on js-xss, like shared/rich-text.
 */
const TEXT_TAGS = ['h1', 'h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u'];
const MORE_TAGS = ['s', 'small', 'sub', 'sup', 'blockquote', 'pre', 'code', 'span', 'div', 'center'];
const TABLE_TAGS = ['table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption'];
const ALIGN = ['align'];

const whiteList: Record<string, string[]> = {
  ...Object.fromEntries([...TEXT_TAGS, ...MORE_TAGS].map((tag) => [tag, ALIGN])),
  ...Object.fromEntries(TABLE_TAGS.map((tag) => [tag, [...ALIGN, 'width', 'colspan', 'rowspan']])),
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'width', 'height'],
};

/** A mail's <head> goes too: its <title> and styles would otherwise show as text. */
const REMOVED_WITH_CONTENT = [...RICH_TEXT_REMOVED_WITH_CONTENT, 'head'];

/**
 * `[RESETLINK]` as it stays in an attribute: its brackets as character references, so the filling
 * that follows does not see it and the recipient's mail program shows it literally. A reset link
 * inside an image address, a longer link or any other attribute the sender wrote would carry the
 * token to wherever that address points (issue 38 point 1).
 */
export const RESET_LINK_KEPT_LITERAL = '&#91;RESETLINK&#93;';
const RESET_LINK_ANYWHERE = /\[RESETLINK\]/g;

const filter = new xss.FilterXSS({
  whiteList,
  stripIgnoreTag: true,
  stripIgnoreTagBody: REMOVED_WITH_CONTENT,
  allowCommentTag: false,
  safeAttrValue: (tag, name, value, cssFilter) => {
    // A link whose whole address is a placeholder ([RESETLINK], [DASHBOARDLINK], …) is a link the
    // server renders: the address is filled in with a portal address after this, nothing of the
    // sender's around it.
    if (tag === 'a' && name === 'href' && /^\[[A-Z]+\]$/.test(value)) return value;
    const safe = keepResetLinkLiteral(xss.safeAttrValue(tag, name, value, cssFilter));
    if (name === 'href') return LINK_SCHEME.test(safe) ? safe : '';
    if (name === 'src') return /^https:\/\//i.test(safe) ? safe : '';
    if (name === 'target') return safe === '_blank' ? safe : '';
    return safe;
  },
});

function keepResetLinkLiteral(attributeValue: string) {
  return attributeValue.replace(RESET_LINK_ANYWHERE, RESET_LINK_KEPT_LITERAL);
}

/**
 * The HTML a mail may carry. Afterwards `[RESETLINK]` appears only in text and as the whole `href`
 * of a link; anywhere else it is kept literal (RESET_LINK_KEPT_LITERAL). A body typed without any
 * markup keeps its paragraphs and line breaks (issue 37 point 4) instead of arriving as one run-on
 * paragraph.
 */
export function sanitizeMailHtml(html: string): string {
  return filter.process(plainTextToHtml(html)).trim();
}

/** True when the sender wrote `[RESETLINK]` somewhere it will not be filled in (an attribute or address). */
export const keepsResetLinkLiteral = (sanitizedHtml: string) =>
  sanitizedHtml.includes(RESET_LINK_KEPT_LITERAL);
