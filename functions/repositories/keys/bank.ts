/**
 * Key shapes of the bank items in the accounting table (issue 34; shared/tables.ts describes them).
 * Pure: no environment, no client.
 */

/** One item per payment file, holding its payments (one per payee). */
export const paymentFileKey = (fileId: string) => ({ pk: `PAYMENTFILE#${fileId}`, sk: 'FILE' });
/** A payment's end-to-end id is its file's id and its number in the file: the statement line leads back to both. */
export const endToEndIdOf = (fileId: string, index: number) => `${fileId}-${index + 1}`;
const END_TO_END = /\b(PAY\d+)-(\d+)\b/;
export function paymentOfEndToEndId(text: string | null): { fileId: string; index: number } | null {
  const match = text ? END_TO_END.exec(text) : null;
  return match?.[1] && match[2] ? { fileId: match[1], index: Number(match[2]) - 1 } : null;
}

/**
 * One marker per approved outgoing transaction with a payee IBAN and not yet paid (issue 34), newest
 * date last like the date index: the payables list reads them as one Query beside the declarations.
 */
export const PAYABLE_ENTRIES_PARTITION = 'PAYABLEENTRIES';
export const payableEntryKey = (entry: { date: string; id: number }) => ({
  pk: PAYABLE_ENTRIES_PARTITION,
  sk: `${entry.date}#${String(entry.id).padStart(10, '0')}`,
});

/** A bank line, keyed by account, statement and the bank's own reference: importing it again finds it. */
export const bankLinesPartition = (bankAccountId: number) => `BANKLINES#${bankAccountId}`;
export const bankLineSortKey = (statementId: string, reference: string) => `LINE#${statementId}#${reference}`;
export const bankLineKey = (bankAccountId: number, statementId: string, reference: string) => ({
  pk: bankLinesPartition(bankAccountId),
  sk: bankLineSortKey(statementId, reference),
});
/** One marker per line still to handle, in its own partition: the unmatched list is one Query. */
export const unmatchedPartition = (bankAccountId: number) => `UNMATCHED#${bankAccountId}`;
export const unmatchedKey = (bankAccountId: number, sortKey: string) => ({
  pk: unmatchedPartition(bankAccountId),
  sk: sortKey,
});

/** A line's id in a URL: its sort key, base64url. */
export const lineIdOf = (sortKey: string) => Buffer.from(sortKey, 'utf8').toString('base64url');
export const sortKeyOfLineId = (lineId: string) => Buffer.from(lineId, 'base64url').toString('utf8');

/** The bank's view of an account: its last closing balance and date (the books keep their own). */
export const bankBalanceKey = (bankAccountId: number) => ({
  pk: `BANKBALANCE#${bankAccountId}`,
  sk: 'BALANCE',
});
