import { accountingMessages } from '../../../shared/messages/accounting';
import { conflict } from '../../domain/errors';
import { bankAccountUse, deletedEntryWrites, writeAccounting } from '../../repositories/accounting';
import type { Actor } from '../auth/sessions';
import { entryAuditWrite } from './accounting-audit';
import { changeableEntry } from './entry-access';

const m = accountingMessages.accounting;

/** Deletes a pending transaction made by hand; its bank account is free to go once nothing names it. */
export async function deleteEntry(actor: Actor, id: number, now: Date) {
  const previous = await changeableEntry(id);
  const saved = await writeAccounting([
    ...deletedEntryWrites(previous),
    ...(previous.bankAccountId === null ? [] : [bankAccountUse(previous.bankAccountId, -1)]),
    entryAuditWrite('accounting-entry-deleted', actor, previous, null, now),
  ]);
  if (!saved) throw conflict(m.changedMeanwhile);
  return { message: m.deleted };
}
