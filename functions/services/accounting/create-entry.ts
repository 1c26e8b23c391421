import type { EntryBody } from '../../../shared/schemas/accounting';
import { conflict } from '../../domain/errors';
import {
  allocateEntryId,
  bankAccountUse,
  type EntryRecord,
  newEntryWrites,
  writeAccounting,
} from '../../repositories/accounting';
import type { Actor } from '../auth/sessions';
import { reviewerNameOf } from '../declarations/reviewer-name';
import { entryAuditWrite } from './accounting-audit';
import { entryFieldsOf, newPendingEntryFields, payeeIbanSetByAfter, usableBankAccount } from './entry-access';
import { presentEntry } from './present';

/** Records a transaction made by hand: pending, whatever status the dialog sends. */
export async function createEntry(actor: Actor, input: EntryBody, now: Date) {
  const account = await usableBankAccount(input.bankAccount);
  const [id, createdByName] = await Promise.all([allocateEntryId(), reviewerNameOf(actor)]);
  const record: EntryRecord = {
    id,
    ...entryFieldsOf(input, account),
    payeeIbanSetById: payeeIbanSetByAfter(null, input.payeeIban, actor.id),
    ...newPendingEntryFields({ id: actor.id, name: createdByName }, now),
  };
  const saved = await writeAccounting([
    ...newEntryWrites(record),
    ...(account ? [bankAccountUse(account.id, 1)] : []),
    entryAuditWrite('accounting-entry-created', actor, null, record, now),
  ]);
  // The account was deactivated or deleted between the check and the write.
  if (!saved) throw conflict();
  return presentEntry(record);
}
