import { accountingMessages } from '../../../shared/messages/accounting';
import type { EntryBody } from '../../../shared/schemas/accounting';
import { conflict } from '../../domain/errors';
import {
  bankAccountUse,
  type EntryRecord,
  replacedEntryWrites,
  writeAccounting,
} from '../../repositories/accounting';
import type { Actor } from '../auth/sessions';
import { reviewerNameOf } from '../declarations/reviewer-name';
import { entryAuditWrite } from './accounting-audit';
import { changeableEntry, entryFieldsOf, payeeIbanSetByAfter, usableBankAccount } from './entry-access';
import { presentEntry } from './present';

const m = accountingMessages.accounting;

/** Edits a pending transaction made by hand; a change of bank account moves its use count in the same transaction. */
export async function updateEntry(actor: Actor, id: number, input: EntryBody, now: Date) {
  const previous = await changeableEntry(id);
  const isAccountChanged = input.bankAccount !== previous.bankAccount;
  const account = isAccountChanged
    ? await usableBankAccount(input.bankAccount)
    : previous.bankAccountId === null
      ? null
      : { id: previous.bankAccountId, accountNumber: previous.bankAccount };
  const next: EntryRecord = {
    ...previous,
    ...entryFieldsOf(input, account),
    payeeIbanSetById: payeeIbanSetByAfter(previous, input.payeeIban, actor.id),
    // Whoever edits it may not approve it afterwards: four eyes see the amount that is booked.
    editors: previous.editors.some((editor) => editor.id === actor.id)
      ? previous.editors
      : [...previous.editors, { id: actor.id, name: await reviewerNameOf(actor) }],
    updatedAt: now.toISOString(),
    version: previous.version + 1,
  };
  const accountUses =
    isAccountChanged && previous.bankAccountId !== next.bankAccountId
      ? [
          ...(previous.bankAccountId === null ? [] : [bankAccountUse(previous.bankAccountId, -1)]),
          ...(next.bankAccountId === null ? [] : [bankAccountUse(next.bankAccountId, 1)]),
        ]
      : [];
  const saved = await writeAccounting([
    ...replacedEntryWrites(previous, next),
    ...accountUses,
    entryAuditWrite('accounting-entry-updated', actor, previous, next, now),
  ]);
  if (!saved) throw conflict(m.changedMeanwhile);
  return presentEntry(next);
}
