import * as xssModule from 'xss';
import {
  LINK_SCHEME,
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

const filter = new xss.FilterXSS({
  whiteList,
  stripIgnoreTag: true,
  stripIgnoreTagBody: REMOVED_WITH_CONTENT,
  allowCommentTag: false,
  safeAttrValue: (tag, name, value, cssFilter) => {
    // A link placeholder ([RESETLINK], [DASHBOARDLINK], …) is filled in with a portal address after this.
    if (name === 'href' && /^\[[A-Z]+\]$/.test(value)) return value;
    const safe = xss.safeAttrValue(tag, name, value, cssFilter);
    if (name === 'href') return LINK_SCHEME.test(safe) ? safe : '';
    if (name === 'src') return /^https:\/\//i.test(safe) ? safe : '';
    if (name === 'target') return safe === '_blank' ? safe : '';
    return safe;
  },
});

export function sanitizeMailHtml(html: string): string {
  return filter.process(html).trim();
}
