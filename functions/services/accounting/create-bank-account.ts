import { accountingMessages } from '../../../shared/messages/accounting';
import type { BankAccountBody } from '../../../shared/schemas/accounting';
import { conflict } from '../../domain/errors';
import {
  allocateBankAccountId,
  type BankAccountRecord,
  findBankAccountByIban,
  newBankAccountWrites,
  writeAccounting,
} from '../../repositories/accounting';
import type { Actor } from '../auth/sessions';
import { bankAccountAuditWrite } from './accounting-audit';
import { presentBankAccount } from './present';

const m = accountingMessages.accounting;

/** A new account: `currentBalance` is its opening balance. */
export async function createBankAccount(actor: Actor, input: BankAccountBody, now: Date) {
  if (await findBankAccountByIban(input.accountNumber)) throw conflict(m.bankAccountNumberInUse);
  const record: BankAccountRecord = {
    id: await allocateBankAccountId(),
    name: input.name,
    bankName: input.bankName,
    accountNumber: input.accountNumber,
    bic: input.bic,
    openingBalanceCents: input.currentBalance,
    balanceCents: input.currentBalance,
    isActive: input.isActive,
    entryCount: 0,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    version: 1,
  };
  const saved = await writeAccounting([
    ...newBankAccountWrites(record),
    bankAccountAuditWrite('bank-account-created', actor, null, record, now),
  ]);
  if (!saved) throw conflict(m.bankAccountNumberInUse);
  return presentBankAccount(record);
}
