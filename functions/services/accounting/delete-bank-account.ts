import { accountingMessages } from '../../../shared/messages/accounting';
import { conflict } from '../../domain/errors';
import { deletedBankAccountWrites, writeAccounting } from '../../repositories/accounting';
import type { Actor } from '../auth/sessions';
import { bankAccountAuditWrite } from './accounting-audit';
import { existingBankAccount } from './bank-account-access';

const m = accountingMessages.accounting;

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
