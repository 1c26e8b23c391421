/**
 * Belgian national register number (rijksregisternummer): YYMMDD-SSS-CC, where CC = 97 − (the first
 * nine digits mod 97); for births from 2000 on the nine digits are prefixed with a 2 first.
 */
export function normalizeRijksregisternummer(input: string): string {
  return input.replace(/[\s.-]/g, '');
}

export function isValidRijksregisternummer(input: string): boolean {
  const digits = normalizeRijksregisternummer(input);
  if (!/^\d{11}$/.test(digits)) return false;
  const base = digits.slice(0, 9);
  const check = Number(digits.slice(9));
  const checkFor = (number: bigint) => 97 - Number(number % 97n);
  return checkFor(BigInt(base)) === check || checkFor(BigInt(`2${base}`)) === check;
}

/** Only the last two digits stay readable: enough to tell two people apart in a list. */
export const maskRijksregisternummer = (digits: string) => `•••••••••${digits.slice(-2)}`;

/** Shown as 85.07.30-033.28. */
export function formatRijksregisternummer(input: string): string {
  const d = normalizeRijksregisternummer(input);
  return d.length === 11
    ? `${d.slice(0, 2)}.${d.slice(2, 4)}.${d.slice(4, 6)}-${d.slice(6, 9)}.${d.slice(9)}`
    : input;
}
