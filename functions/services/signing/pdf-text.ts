/**
 * Text for the standard PDF fonts, shared by every PDF the portal draws (stamps, proofs, registers,
 * privacy summaries): its own module so a PDF without a QR code does not carry the stamp's qrcode.
 */

/**
 * The standard PDF fonts encode WinAnsi only: accented Latin letters stay, anything else loses its
 * accent or becomes '?', so an unusual name never makes signing fail.
 */
export function winAnsiSafe(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code === 0x2713) out += 'v';
    else if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) out += char;
    else if (
      code === 0x20ac ||
      code === 0x2018 ||
      code === 0x2019 ||
      code === 0x201c ||
      code === 0x201d ||
      code === 0x2013 ||
      code === 0x2014
    )
      out += char;
    else {
      const plain = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += /^[\x20-\x7e]+$/.test(plain) ? plain : '?';
    }
  }
  return out;
}

/** Where a link may be broken over two lines: after these characters (a slash, `?`, `=`, `-`, `.`). */
const LINK_BREAK_AFTER = /[/?=&.-]/;

/**
 * `text` in lines no wider than `maxWidth`: at spaces, and a word too long for one line (a link, a
 * token) after a slash, `?`, `=`, `-` or `.` where it can, else where it must.
 */
export function wrapText(text: string, measure: (text: string) => number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/ +/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (measure(line) > maxWidth) {
      let cut = line.length - 1;
      while (cut > 1 && measure(line.slice(0, cut)) > maxWidth) cut -= 1;
      const atBreak = [...line.slice(0, cut)].findLastIndex((char) => LINK_BREAK_AFTER.test(char));
      if (atBreak >= cut / 2) cut = atBreak + 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}
