import { accountingMessages } from '../../../shared/messages/accounting';
import type { BankAccountBody } from '../../../shared/schemas/accounting';
import { conflict, notFound } from '../../domain/errors';
import {
  allocateBankAccountId,
  type BankAccountRecord,
  bankAccountEditWrites,
  deletedBankAccountWrites,
  findBankAccountByIban,
  getBankAccount,
  listBankAccounts,
  newBankAccountWrites,
  writeAccounting,
} from '../../repositories/accounting';
import type { Actor } from '../auth/sessions';
import { bankAccountAuditWrite } from './accounting-audit';
import { presentBankAccount } from './present';

const m = accountingMessages.accounting;

async function existingBankAccount(id: number) {
  const account = await getBankAccount(id);
  if (!account) throw notFound(m.bankAccountNotFound);
  return account;
}

export async function listAllBankAccounts() {
  const accounts = await listBankAccounts();
  return { items: accounts.map(presentBankAccount), nextCursor: null };
}

/** A new account: `currentBalance` is its opening balance. */
export async function createBankAccount(actor: Actor, input: BankAccountBody, now: Date) {
  if (await findBankAccountByIban(input.accountNumber)) throw conflict(m.bankAccountNumberInUse);
  const record: BankAccountRecord = {
    id: await allocateBankAccountId(),
    name: input.name,
    bankName: input.bankName,
    accountNumber: input.accountNumber,
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

/** Deletes an account no transaction names; one with transactions is deactivated instead (409). */
export async function deleteBankAccount(actor: Actor, id: number, now: Date) {
  const previous = await existingBankAccount(id);
  if (previous.entryCount > 0) throw conflict(m.bankAccountInUse);
  const saved = await writeAccounting([
    ...deletedBankAccountWrites(previous),
    bankAccountAuditWrite('bank-account-deleted', actor, previous, null, now),
  ]);
  if (!saved) throw conflict(m.bankAccountInUse);
  return { message: m.bankAccountDeleted };
}
