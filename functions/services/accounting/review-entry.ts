import { accountingMessages } from '../../../shared/messages/accounting';
import { approvalMessages } from '../../../shared/messages/approvals';
import { balanceEffect, entryApprovalRefusal } from '../../../shared/policies/accounting';
import { isPayableEntry } from '../../../shared/policies/payments';
import type { EntryReviewBody } from '../../../shared/schemas/accounting';
import { AppError, conflict } from '../../domain/errors';
import {
  bankBalanceChange,
  type EntryRecord,
  replacedEntryWrites,
  totalsChange,
  writeAccounting,
} from '../../repositories/accounting';
import { payableEntryWrite } from '../../repositories/bank';
import type { Actor } from '../auth/sessions';
import { reviewerNameOf } from '../declarations/reviewer-name';
import { entryReviewAuditWrite } from './accounting-audit';
import { existingEntry } from './entry-access';
import { presentEntry } from './present';

const m = accountingMessages.accounting;
const fourEyes = approvalMessages.approvals.entry;

/**
 * Approves or rejects a pending transaction, recording who and when, bound to the version the board
 * member saw. Approving keeps four eyes (shared/policies/approvals.ts): not by whoever entered or
 * edited it; those facts live on the transaction itself, so the version condition of the write holds
 * them too. An approval moves the bank balance and the period totals in the same conditional
 * transaction as the status, so a second approval (or one racing it) changes nothing and answers 409.
 */
export async function reviewEntry(
  actor: Actor,
  id: number,
  decision: 'approved' | 'rejected',
  input: EntryReviewBody,
  now: Date,
) {
  const previous = await existingEntry(id);
  if (previous.status !== 'pending') throw conflict(m.alreadyProcessed);
  if (previous.version !== input.expectedVersion) throw conflict(m.reviewedVersionChanged);
  const refusal = decision === 'approved' ? entryApprovalRefusal(actor, previous, now) : null;
  if (refusal) throw new AppError('FORBIDDEN', fourEyes[refusal]);
  const next: EntryRecord = {
    ...previous,
    status: decision,
    processedById: actor.id,
    processedByName: await reviewerNameOf(actor),
    processedAt: now.toISOString(),
    updatedAt: now.toISOString(),
    version: previous.version + 1,
  };
  const moneyWrites =
    decision === 'approved'
      ? [
          ...(next.bankAccountId === null
            ? []
            : [bankBalanceChange(next.bankAccountId, balanceEffect(next))]),
          ...totalsChange(next, next.amountCents),
          // Issue 34: an approved outgoing transaction with a payee IBAN waits in the payables.
          ...(isPayableEntry(next) ? [payableEntryWrite(next)] : []),
        ]
      : [];
  const saved = await writeAccounting([
    ...replacedEntryWrites(previous, next),
    ...moneyWrites,
    entryReviewAuditWrite(
      decision === 'approved' ? 'accounting-entry-approved' : 'accounting-entry-rejected',
      actor,
      previous,
      next,
      now,
    ),
  ]);
  if (!saved) throw conflict(m.reviewedVersionChanged);
  return presentEntry(next);
}
