/**
 * The plain-text part of a mail: blocks on their own lines, a link as `label: address`. Plain text
 * cannot run anything, so tags are simply dropped (script and style blocks with their content); no
 * HTML filter is loaded, which keeps the routes that send the portal's own mails light.
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

export function mailHtmlToText(html: string): string {
  const withLinks = html
    .replace(/<(script|style|head|title)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => {
      const text = label.replace(/<[^>]*>/g, '').trim();
      return text && text !== href ? `${text}: ${href}` : href;
    });
  const blocks = withLinks.replace(/<\/(p|h[1-6]|li|blockquote|div|tr|table)>|<br\s*\/?>/gi, '\n');
  return blocks
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n\s*\n+/g, '\n\n')
    .trim();
}
