import { centsToDecimal } from '../../../shared/money';
import type { BankLine, BankLineProposal } from '../../../shared/schemas/bank';
import { formatStructuredCommunication } from '../../../shared/validation/structured-communication';
import {
  type BankLineRecord,
  declarationsInPayment,
  entriesInPayment,
  getPaymentFiles,
  listLinesPage,
  listOpenEntriesBetween,
  listUnmatchedLinesPage,
  type PaymentFileRecord,
} from '../../repositories/bank';
import { bankLineSortKey, lineIdOf } from '../../repositories/keys/bank';
import { indexEntries, indexPayments, proposalsFor, proposalWindow } from './matching';

export const presentLine = (line: BankLineRecord, proposals: BankLineProposal[] = []): BankLine => ({
  id: lineIdOf(bankLineSortKey(line.statementId, line.reference)),
  bankAccountId: line.bankAccountId,
  statementId: line.statementId,
  reference: line.reference,
  date: line.date,
  amount: centsToDecimal(line.amountCents),
  counterpartyName: line.counterpartyName,
  counterpartyIban: line.counterpartyIban,
  communication: line.communication,
  structuredCommunication: line.structuredCommunication
    ? formatStructuredCommunication(line.structuredCommunication)
    : null,
  state: line.state,
  entryId: line.entryId,
  paymentFileId: line.paymentFileId,
  proposals,
});

/**
 * What the open lines of a page may be, read once for the page: the open transactions dated around
 * them (one key range of the date index) and the payments of this account's files still waiting for
 * the bank (declarations', and issue 34's transactions with a payee). A transaction booking a
 * declaration that is in a payment file, or itself in one, is left to that payment, which marks it paid.
 */
async function proposalsOf(bankAccountId: number, lines: readonly BankLineRecord[]) {
  const open = lines.filter((line) => line.state === 'unmatched');
  if (open.length === 0) return () => [];
  const window = proposalWindow(open.map((line) => line.date));
  const [entries, inPayment, entriesPaying] = await Promise.all([
    listOpenEntriesBetween(window.from, window.to),
    declarationsInPayment(),
    entriesInPayment(),
  ]);
  const fileIds = [...new Set([...inPayment.keys(), ...entriesPaying.keys()])];
  const files = fileIds.length > 0 ? await getPaymentFiles(fileIds) : new Map<string, PaymentFileRecord>();
  const waiting = [...files.values()].filter((file) => file.bankAccountId === bankAccountId);
  const inAFile = new Set([...inPayment.values()].flatMap((ids) => [...ids]));
  const entriesInAFile = new Set([...entriesPaying.values()].flatMap((ids) => [...ids]));
  const entryIndex = indexEntries(
    entries.filter(
      (entry) =>
        (entry.bankAccountId === null || entry.bankAccountId === bankAccountId) &&
        !(entry.declarationId && inAFile.has(entry.declarationId)) &&
        !entriesInAFile.has(entry.id),
    ),
  );
  const payments = indexPayments(
    waiting,
    (fileId, payment) =>
      payment.declarationIds.some((id) => inPayment.get(fileId)?.has(id)) ||
      (payment.entryIds ?? []).some((id) => entriesPaying.get(fileId)?.has(id)),
  );
  return (line: BankLineRecord) =>
    line.state === 'unmatched' ? proposalsFor(line, entryIndex, payments) : [];
}

/**
 * The lines of one account, newest first: those still to handle (they stay until matched or booked),
 * each with its proposals, or every line.
 */
export async function listLines(
  bankAccountId: number,
  query: { show: 'open' | 'all'; limit: number; cursor?: string | undefined },
) {
  const page = { limit: query.limit, cursor: query.cursor };
  const lines =
    query.show === 'all'
      ? await listLinesPage(bankAccountId, page)
      : await listUnmatchedLinesPage(bankAccountId, page);
  const proposals = await proposalsOf(bankAccountId, lines.items);
  return {
    items: lines.items.map((line) => presentLine(line, proposals(line))),
    nextCursor: lines.nextCursor,
  };
}
