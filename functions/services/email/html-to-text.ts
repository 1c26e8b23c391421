/**
 * The plain-text part of a mail: paragraphs (p, headings, lists, quotes, tables) separated by an
 * empty line, lines (div, br, list items, table rows) on their own line, a link as `label: address`,
 * list items with a dash or their number. Plain text cannot run anything, so tags are simply dropped
 * (script and style blocks with their content); no HTML filter is loaded, which keeps the routes that
 * send the portal's own mails light.
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

const PARAGRAPH_MARK = '\uE002';
const LINE_MARK = '\uE001';
const PARAGRAPH = /<\/?(p|h[1-6]|blockquote|ul|ol|table|pre)\b[^>]*>/gi;
const LINE = /<\/?(div|tr|li|center)\b[^>]*>|<br\s*\/?>/gi;

/** `<li>` as `- ` in a bulleted list and `1. `, `2. `… in a numbered one. */
function markListItems(html: string): string {
  return html
    .replace(/<ol\b[^>]*>([\s\S]*?)<\/ol>/gi, (list: string) => {
      let number = 0;
      return list.replace(/<li\b[^>]*>/gi, (item) => {
        number += 1;
        return `${item}${number}. `;
      });
    })
    .replace(/<li\b[^>]*>(?!\d+\. )/gi, (item) => `${item}- `);
}

export function mailHtmlToText(html: string): string {
  const withLinks = html
    .replace(/<(script|style|head|title)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => {
      const text = label.replace(/<[^>]*>/g, '').trim();
      return text && text !== href ? `${text}: ${href}` : href;
    });
  // Block edges become marks first: where several meet (`</div><div>`, `</li></ul><p>`), the
  // strongest decides between a line break and an empty line.
  const marked = markListItems(withLinks)
    .replace(/\r\n?|\n/g, ' ')
    .replace(/<hr\b[^>]*>/gi, PARAGRAPH_MARK)
    .replace(PARAGRAPH, PARAGRAPH_MARK)
    .replace(LINE, LINE_MARK);
  return marked
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/[ \t]+/g, ' ')
    .replace(/[ \uE001\uE002]*[\uE001\uE002][ \uE001\uE002]*/g, (edge) =>
      edge.includes(PARAGRAPH_MARK) ? '\n\n' : '\n',
    )
    .trim();
}
