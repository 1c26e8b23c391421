import { accountingMessages } from '../../../shared/messages/accounting';
import { balanceEffect } from '../../../shared/policies/accounting';
import { conflict } from '../../domain/errors';
import {
  bankBalanceChange,
  type EntryRecord,
  replacedEntryWrites,
  totalsChange,
  writeAccounting,
} from '../../repositories/accounting';
import type { Actor } from '../auth/sessions';
import { reviewerNameOf } from '../declarations/reviewer-name';
import { entryAuditWrite } from './accounting-audit';
import { existingEntry } from './entry-access';
import { presentEntry } from './present';

const m = accountingMessages.accounting;

/**
 * Approves or rejects a pending transaction, recording who and when. An approval moves the bank
 * balance and the period totals in the same conditional transaction as the status, so a second
 * approval (or one racing it) changes nothing and answers 409.
 */
export async function reviewEntry(actor: Actor, id: number, decision: 'approved' | 'rejected', now: Date) {
  const previous = await existingEntry(id);
  if (previous.status !== 'pending') throw conflict(m.alreadyProcessed);
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
        ]
      : [];
  const saved = await writeAccounting([
    ...replacedEntryWrites(previous, next),
    ...moneyWrites,
    entryAuditWrite(
      decision === 'approved' ? 'accounting-entry-approved' : 'accounting-entry-rejected',
      actor,
      previous,
      next,
      now,
    ),
  ]);
  if (!saved) throw conflict(m.alreadyProcessed);
  return presentEntry(next);
}
