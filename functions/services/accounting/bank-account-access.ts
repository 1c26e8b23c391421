import { accountingMessages } from '../../../shared/messages/accounting';
import { notFound } from '../../domain/errors';
import { getBankAccount } from '../../repositories/accounting';

const m = accountingMessages.accounting;

export async function existingBankAccount(id: number) {
  const account = await getBankAccount(id);
  if (!account) throw notFound(m.bankAccountNotFound);
  return account;
}
