import { bankMessages } from '../../../shared/messages/bank';
import { reconcileRefusal } from '../../../shared/policies/payments';
import type { BankLine, LineMatchBody } from '../../../shared/schemas/bank';
import { AppError, conflict } from '../../domain/errors';
import { auditWrite, getEntry, type TransactionItem, writeAccounting } from '../../repositories/accounting';
import {
  type BankLineRecord,
  entryReconciledWrite,
  getPaymentFiles,
  lineHandledWrites,
} from '../../repositories/bank';
import { type DeclarationRecord, getDeclarationsByIds } from '../../repositories/declarations';
import { auditEntryOf } from '../audit/record-audit';
import type { Actor } from '../auth/sessions';
import { existingLine } from './line-access';
import { presentLine } from './list-lines';
import { entryPaidWrites, notifyPaid, paidWrites } from './mark-paid';
import { bankAmountOf } from './matching';

const m = bankMessages.bank;

type Match = {
  next: BankLineRecord;
  writes: TransactionItem[];
  paid: DeclarationRecord[];
  payeeIds: number[];
  what: string;
};

const isSameMatch = (line: BankLineRecord, body: LineMatchBody) =>
  line.state === 'matched' &&
  ('entryId' in body ? line.entryId === body.entryId : line.paymentFileId === body.paymentFileId);

/** An open transaction of the line's amount, and the declaration it books (then paid by this line too). */
async function entryMatch(line: BankLineRecord, lineId: string, entryId: number, now: Date): Promise<Match> {
  const entry = await getEntry(entryId);
  const isMatchable =
    entry &&
    !entry.bankLineId &&
    entry.status !== 'rejected' &&
    bankAmountOf(entry) === line.amountCents &&
    (entry.bankAccountId === null || entry.bankAccountId === line.bankAccountId);
  if (!entry || !isMatchable) throw conflict(m.entryNotMatchable);
  const [declaration] = entry.declarationId ? await getDeclarationsByIds([entry.declarationId]) : [];
  const payment = declaration
    ? await paidWrites([declaration.id], declaration.payment?.fileId ?? '', lineId, now, entry.id)
    : { writes: [], paid: [] };
  return {
    next: { ...line, state: 'matched', entryId: entry.id },
    writes: [entryReconciledWrite(entry.id, lineId), ...payment.writes],
    paid: payment.paid,
    payeeIds: declaration ? [declaration.userId] : [],
    what: `#${entry.id} ${entry.description}`,
  };
}

/** An unpaid payment of a payment file of this account, of the line's amount: its declarations become 'betaald'. */
async function paymentMatch(
  line: BankLineRecord,
  lineId: string,
  fileId: string,
  index: number,
  now: Date,
): Promise<Match> {
  const file = (await getPaymentFiles([fileId])).get(fileId);
  const payment = file?.bankAccountId === line.bankAccountId ? file.payments[index] : undefined;
  if (!payment || -payment.amountCents !== line.amountCents) throw conflict(m.paymentNotMatchable);
  const { writes: declarationWrites, paid } = await paidWrites(payment.declarationIds, fileId, lineId, now);
  const entryWrites = await entryPaidWrites(payment.entryIds ?? [], fileId, lineId, now);
  if (paid.length === 0 && entryWrites.length === 0) throw conflict(m.paymentNotMatchable);
  const writes = [...declarationWrites, ...entryWrites];
  return {
    next: { ...line, state: 'matched', paymentFileId: fileId },
    writes,
    paid,
    payeeIds: payment.userId === null ? [] : [payment.userId],
    what: `${fileId} ${payment.name}`,
  };
}

/**
 * Confirms a proposal (issue 34): the line becomes matched and the transaction reconciled, or the
 * payment's declarations 'betaald' with their bookings reconciled, in one audited transaction
 * conditional on the line still being open; then the volunteers hear it. The payee never confirms
 * their own payment. A retry of a confirm that went through answers the matched line again; a second
 * confirm of something else answers 409.
 */
export async function matchLine(
  actor: Actor,
  bankAccountId: number,
  lineId: string,
  body: LineMatchBody,
  now: Date,
): Promise<BankLine> {
  const line = await existingLine(bankAccountId, lineId);
  if (line.state !== 'unmatched') {
    if (isSameMatch(line, body)) return presentLine(line);
    throw conflict(m.lineHandled);
  }
  const match =
    'entryId' in body
      ? await entryMatch(line, lineId, body.entryId, now)
      : await paymentMatch(line, lineId, body.paymentFileId, body.paymentIndex, now);
  if (reconcileRefusal(actor.id, match.payeeIds)) throw new AppError('FORBIDDEN', m.ownPaymentConfirm);
  const audit = auditWrite(
    auditEntryOf({
      action: 'bank-line-matched',
      actor,
      target: { type: 'bank-account', id: bankAccountId, userId: null, name: line.reference },
      changes: [{ field: 'match', treatment: 'value', before: null, after: match.what }],
      now,
    }),
  );
  const isWritten = await writeAccounting([...lineHandledWrites(line, match.next), ...match.writes, audit]);
  if (!isWritten) {
    const current = await existingLine(bankAccountId, lineId);
    if (isSameMatch(current, body)) return presentLine(current);
    throw conflict(current.state === 'unmatched' ? undefined : m.lineHandled);
  }
  await notifyPaid(match.paid, now);
  return presentLine(match.next);
}
