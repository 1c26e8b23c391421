import { bankMessages } from '../../../shared/messages/bank';
import type { BankLine, LineBookBody } from '../../../shared/schemas/bank';
import { conflict, notFound } from '../../domain/errors';
import {
  allocateEntryId,
  auditWrite,
  bankAccountUse,
  type EntryRecord,
  getBankAccount,
  newEntryWrites,
  writeAccounting,
} from '../../repositories/accounting';
import { lineHandledWrites } from '../../repositories/bank';
import { entryAuditWrite } from '../accounting/accounting-audit';
import { newPendingEntryFields } from '../accounting/entry-access';
import { auditEntryOf } from '../audit/record-audit';
import type { Actor } from '../auth/sessions';
import { reviewerNameOf } from '../declarations/reviewer-name';
import { existingLine } from './line-access';
import { presentLine } from './list-lines';

const m = bankMessages.bank;

/**
 * Books an unmatched line as a new transaction (issue 34): amount, date, counterparty and the bank's
 * reference come from the line, the category from the treasurer; the transaction is reconciled with
 * the line at once. It is pending like any transaction made by hand, so another approves it (four
 * eyes). One audited transaction, conditional on the line still being open: a retry answers the
 * booked line again, and a second booking at the same moment books nothing more.
 */
export async function bookLine(
  actor: Actor,
  bankAccountId: number,
  lineId: string,
  body: LineBookBody,
  now: Date,
): Promise<BankLine> {
  const line = await existingLine(bankAccountId, lineId);
  if (line.state === 'booked') return presentLine(line);
  if (line.state !== 'unmatched') throw conflict(m.lineHandled);
  const account = await getBankAccount(bankAccountId);
  if (!account) throw notFound(m.lineNotFound);
  const [id, createdByName] = await Promise.all([allocateEntryId(), reviewerNameOf(actor)]);
  const description = body.description || m.lineDescription(line.counterpartyName, line.communication);
  const record: EntryRecord = {
    id,
    type: line.amountCents > 0 ? 'incoming' : 'outgoing',
    category: body.category,
    description: description.slice(0, 500),
    amountCents: Math.abs(line.amountCents),
    date: line.date,
    reference: line.reference.slice(0, 100),
    bankAccount: account.accountNumber,
    bankAccountId: account.id,
    notes: null,
    bankLineId: lineId,
    ...newPendingEntryFields({ id: actor.id, name: createdByName }, now),
  };
  const next: typeof line = { ...line, state: 'booked', entryId: id };
  const isWritten = await writeAccounting([
    ...lineHandledWrites(line, next),
    ...newEntryWrites(record),
    bankAccountUse(account.id, 1),
    entryAuditWrite('accounting-entry-created', actor, null, record, now),
    auditWrite(
      auditEntryOf({
        action: 'bank-line-booked',
        actor,
        target: { type: 'bank-account', id: account.id, userId: null, name: line.reference },
        changes: [
          { field: 'entry', treatment: 'value', before: null, after: `#${id} ${record.description}` },
        ],
        now,
      }),
    ),
  ]);
  if (!isWritten) {
    const current = await existingLine(bankAccountId, lineId);
    if (current.state === 'booked') return presentLine(current);
    // Handled otherwise meanwhile, or the account was deactivated between the read and the write.
    throw conflict(current.state === 'unmatched' ? undefined : m.lineHandled);
  }
  return presentLine(next);
}
