import { centsToDecimal } from '../../../shared/money';
import type { BankBalanceResponse } from '../../../shared/schemas/bank';
import { getBankBalance } from '../../repositories/bank';
import { existingBankAccount } from '../accounting/bank-account-access';

/** The bank's closing balance of an account beside the books' balance, and what separates them. */
export async function getBalance(bankAccountId: number): Promise<BankBalanceResponse> {
  const [account, bank] = await Promise.all([
    existingBankAccount(bankAccountId),
    getBankBalance(bankAccountId),
  ]);
  return {
    bankBalance: bank ? centsToDecimal(bank.balanceCents) : null,
    bankBalanceDate: bank?.date ?? null,
    bookBalance: centsToDecimal(account.balanceCents),
    difference: bank ? centsToDecimal(bank.balanceCents - account.balanceCents) : null,
  };
}
