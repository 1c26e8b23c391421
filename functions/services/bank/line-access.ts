import { bankMessages } from '../../../shared/messages/bank';
import { notFound } from '../../domain/errors';
import { type BankLineRecord, getBankLine } from '../../repositories/bank';
import { sortKeyOfLineId } from '../../repositories/keys/bank';

/** A line of this account; a line of another account, or none, answers 404. */
export async function existingLine(bankAccountId: number, lineId: string): Promise<BankLineRecord> {
  const sortKey = sortKeyOfLineId(lineId);
  const line = sortKey.startsWith('LINE#') ? await getBankLine(bankAccountId, sortKey) : null;
  if (!line) throw notFound(bankMessages.bank.lineNotFound);
  return line;
}
