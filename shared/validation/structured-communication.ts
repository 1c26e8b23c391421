/**
 * The Belgian structured communication (gestructureerde mededeling, OGM/VCS): ten digits and two check
 * digits, the ten modulo 97 (97 when the remainder is 0), written +++123/4567/89012+++. A payer who
 * copies it lets the bank line match its entry by itself (issue 34).
 */

const DIGITS = 12;
const FRAMED = /^(?:\+{3}|\*{3})?\s*(\d{3})\s*\/?\s*(\d{4})\s*\/?\s*(\d{5})\s*(?:\+{3}|\*{3})?$/;
const EMBEDDED = /(?:\+{3}|\*{3})\s*(\d{3})\s*\/?\s*(\d{4})\s*\/?\s*(\d{5})\s*(?:\+{3}|\*{3})/;

/** The two check digits of a ten-digit base: base mod 97, or 97 when that is 0. */
export function structuredCheckDigits(base: string): string {
  const remainder = Number(BigInt(base) % 97n);
  return String(remainder === 0 ? 97 : remainder).padStart(2, '0');
}

const hasValidCheckDigits = (digits: string) =>
  digits.length === DIGITS && structuredCheckDigits(digits.slice(0, 10)) === digits.slice(10);

/** The twelve digits shown as +++123/4567/89012+++. */
export const formatStructuredCommunication = (digits: string) =>
  `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7, 12)}+++`;

/** A structured communication for a base of at most ten digits (left-padded with zeros). */
export function structuredCommunicationOf(base: number | bigint): string {
  const text = String(base);
  if (!/^\d{1,10}$/.test(text)) throw new RangeError('A structured communication has a base of ten digits.');
  const padded = text.padStart(10, '0');
  return formatStructuredCommunication(`${padded}${structuredCheckDigits(padded)}`);
}

/** The twelve digits of a valid structured communication (framed, plain, or as banks print it), else null. */
export function parseStructuredCommunication(text: string | null | undefined): string | null {
  if (!text) return null;
  const trimmed = text.trim();
  const match = FRAMED.exec(trimmed) ?? EMBEDDED.exec(trimmed);
  if (!match) return null;
  const digits = `${match[1]}${match[2]}${match[3]}`;
  return hasValidCheckDigits(digits) ? digits : null;
}

export const isValidStructuredCommunication = (text: string) => parseStructuredCommunication(text) !== null;

/**
 * The structured communication an expected income entry gets: its id behind the kind digit 1, so the
 * incoming line names the entry (and nothing else uses that range).
 */
const ENTRY_KIND = 1_000_000_000;
export const entryStructuredCommunication = (entryId: number) =>
  structuredCommunicationOf(ENTRY_KIND + entryId);

/** The entry id a structured communication of an entry names, or null for any other. */
export function entryIdOfCommunication(digits: string | null): number | null {
  if (!digits?.startsWith('1')) return null;
  const id = Number(digits.slice(0, 10)) - ENTRY_KIND;
  return id > 0 ? id : null;
}
