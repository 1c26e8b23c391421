import { centsToDecimal } from '../../../shared/money';
import type { BankLine } from '../../../shared/schemas/bank';
import { formatStructuredCommunication } from '../../../shared/validation/structured-communication';
import { type BankLineRecord, listUnmatchedLinesPage } from '../../repositories/bank';
import { bankLineSortKey, lineIdOf } from '../../repositories/keys/bank';

export const presentLine = (line: BankLineRecord): BankLine => ({
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
  proposals: [],
});

/** The lines of one account still to handle, newest first: they stay until matched or booked. */
export async function listUnmatchedLines(
  bankAccountId: number,
  page: { limit: number; cursor?: string | undefined },
) {
  const lines = await listUnmatchedLinesPage(bankAccountId, page);
  return { items: lines.items.map(presentLine), nextCursor: lines.nextCursor };
}
