/**
 * Plain text has no magic number, so file-type recognises nothing: a file declared as text/plain is
 * taken as text when its first bytes are valid UTF-8 without control characters other than tab, line
 * feed, carriage return and form feed. Anything binary (an executable renamed .txt) is refused.
 */
export function plainTextType(declaredType: string, start: Uint8Array): { mime: string } | undefined {
  if (declaredType !== 'text/plain' || start.length === 0) return undefined;
  // A multi-byte character cut off by the sniff window is not a reason to refuse.
  const text = new TextDecoder('utf-8', { fatal: false }).decode(start);
  const body = text.endsWith('\uFFFD') ? text.slice(0, -1) : text;
  if (body.includes('\uFFFD')) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters is the point.
  return /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(body) ? undefined : { mime: 'text/plain' };
}
