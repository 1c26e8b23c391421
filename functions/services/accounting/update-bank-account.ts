import { accountingMessages } from '../../../shared/messages/accounting';
import type { BankAccountBody } from '../../../shared/schemas/accounting';
import { conflict } from '../../domain/errors';
import {
  type BankAccountRecord,
  bankAccountEditWrites,
  findBankAccountByIban,
  writeAccounting,
} from '../../repositories/accounting';
import type { Actor } from '../auth/sessions';
import { bankAccountAuditWrite } from './accounting-audit';
import { existingBankAccount } from './bank-account-access';
import { presentBankAccount } from './present';

const m = accountingMessages.accounting;

/**
 * Edits an account. A different `currentBalance` is a correction of the opening balance by the
 * difference, so approved transactions keep counting; it applies to the balance the editor saw
 * (an approval in between answers 409). The IBAN changes only while no transaction names it.
 */
export async function updateBankAccount(actor: Actor, id: number, input: BankAccountBody, now: Date) {
  const previous = await existingBankAccount(id);
  const isIbanChanged = previous.accountNumber !== input.accountNumber;
  if (isIbanChanged && previous.entryCount > 0) throw conflict(m.bankAccountNumberLocked);
  if (isIbanChanged && (await findBankAccountByIban(input.accountNumber)))
    throw conflict(m.bankAccountNumberInUse);
  const correction = input.currentBalance - previous.balanceCents;
  const next: BankAccountRecord = {
    ...previous,
    name: input.name,
    bankName: input.bankName,
    accountNumber: input.accountNumber,
    bic: input.bic,
    isActive: input.isActive,
    openingBalanceCents: previous.openingBalanceCents + correction,
    balanceCents: previous.balanceCents + correction,
    updatedAt: now.toISOString(),
    version: previous.version + 1,
  };
  const saved = await writeAccounting([
    ...bankAccountEditWrites(previous, next),
    bankAccountAuditWrite('bank-account-updated', actor, previous, next, now),
  ]);
  if (!saved) throw conflict(m.changedMeanwhile);
  return presentBankAccount(next);
}
