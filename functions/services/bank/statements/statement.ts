/**
 * A bank statement as the portal keeps it, whatever the file it came in (CAMT.053 or CODA): both
 * parsers give these shapes, so the same statement in either format gives the same bank lines.
 */
export type StatementLine = {
  statementId: string;
  /** The bank's own reference of the movement: with the account and statement, its key. */
  reference: string;
  /** Booking date, yyyy-mm-dd. */
  date: string;
  /** Signed cents: negative for a debit. */
  amountCents: number;
  counterpartyName: string | null;
  counterpartyIban: string | null;
  /** Free communication, or null. */
  communication: string | null;
  /** The twelve digits of a valid structured communication, or null. */
  structuredCommunication: string | null;
  /** The payer's end-to-end reference (a payment of a pain.001 file carries it), or null. */
  endToEndId: string | null;
  /** Where it starts in the file (1-based), for messages. */
  sourceLine: number;
};

export type Statement = {
  statementId: string;
  iban: string;
  openingBalanceCents: number;
  closingBalanceCents: number;
  /** The closing balance's date, yyyy-mm-dd. */
  closingDate: string;
  lines: StatementLine[];
};

/** A file refused as a whole: nothing of it is written. `line` is 1-based. */
export class StatementError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
    readonly kind: 'malformed' | 'foreign-currency' = 'malformed',
    readonly currency: string | null = null,
  ) {
    super(`line ${line}: ${reason}`);
    this.name = 'StatementError';
  }
}

/** Statement ids of both formats: the year of the closing balance and the bank's sequence number. */
export const statementIdOf = (closingDate: string, sequence: string | number) =>
  `${closingDate.slice(0, 4)}-${String(Number(sequence)).padStart(3, '0')}`;

/** Empty and blank text becomes null; inner runs of spaces become one. */
export const cleanText = (text: string | null | undefined) => {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  return clean === '' ? null : clean;
};
