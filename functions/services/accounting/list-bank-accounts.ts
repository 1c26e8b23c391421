import { listBankAccounts } from '../../repositories/accounting';
import { presentBankAccount } from './present';

export async function listAllBankAccounts() {
  const accounts = await listBankAccounts();
  return { items: accounts.map(presentBankAccount), nextCursor: null };
}
