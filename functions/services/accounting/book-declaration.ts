import { todayInBrussels } from '../../../shared/format/dates';
import { accountingMessages } from '../../../shared/messages/accounting';
import { declarationRoutes } from '../../../shared/routes/declarations';
import { fillPath } from '../../../shared/routes/paths';
import type { AccountingCategory } from '../../../shared/schemas/accounting';
import {
  allocateEntryId,
  type BookingState,
  bookingStateWrite,
  type EntryRecord,
  getBookingState,
  newEntryWrites,
  type TransactionItem,
  totalsChange,
} from '../../repositories/accounting';
import type { DeclarationRecord } from '../../repositories/declarations';
import type { AuditActor } from '../audit/record-audit';
import { entryAuditWrite } from './accounting-audit';

const m = accountingMessages.accounting;

/** Issue 19: a mileage declaration is booked as transport, an expense as other expenses. */
const CATEGORY_OF: Record<DeclarationRecord['type'], AccountingCategory> = {
  mileage: 'Vervoerskosten',
  expense: 'Overige uitgaven',
  // Issue 31: flat allowances under the volunteer law have their own category.
  allowance: 'Vrijwilligersvergoedingen',
};

type Booker = { actor: AuditActor & { id: number }; name: string };

/**
 * The bookkeeping writes of a declaration's status change, for the declaration's own transaction:
 * moving into approved books one approved outgoing transaction linked to it (receipt included);
 * moving out of approved books a counter-transaction of the same amount, negative, on the day of the
 * change. The booking state item flips conditionally in the same transaction, so two approvals at
 * the same moment (or a retry) book once. No change of "approved" means no writes.
 */
export async function declarationBookingWrites(
  previous: DeclarationRecord,
  next: DeclarationRecord | null,
  booker: Booker,
  now: Date,
): Promise<TransactionItem[]> {
  const wasApproved = previous.status === 'approved';
  const isApproved = next?.status === 'approved';
  if (wasApproved === isApproved) return [];
  const state = await getBookingState(previous.id);
  if (isApproved && state?.isBooked) return [];
  if (!isApproved && !state?.isBooked) return [];
  const declaration = next ?? previous;
  const category = isApproved ? CATEGORY_OF[declaration.type] : (state as BookingState).category;
  const amountCents = isApproved ? declaration.amountCents : -(state as BookingState).amountCents;
  const entry: EntryRecord = {
    id: await allocateEntryId(),
    type: 'outgoing',
    category,
    description: isApproved
      ? m.declarationBooking(declaration.id, declaration.description)
      : m.declarationReversal(declaration.id, declaration.description),
    amountCents,
    date: todayInBrussels(now),
    reference: m.declarationReference(declaration.id),
    bankAccount: null,
    bankAccountId: null,
    notes: null,
    status: 'approved',
    processedById: booker.actor.id,
    processedByName: booker.name,
    processedAt: now.toISOString(),
    declarationId: declaration.id,
    receiptUrl: declaration.receiptUploadId
      ? fillPath(declarationRoutes.receipt.path, { id: declaration.id })
      : null,
    createdById: booker.actor.id,
    createdByName: booker.name,
    editors: [],
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    version: 1,
  };
  const nextState: BookingState = {
    declarationId: declaration.id,
    isBooked: isApproved,
    entryId: entry.id,
    amountCents: Math.abs(amountCents),
    category,
    version: (state?.version ?? 0) + 1,
  };
  return [
    ...newEntryWrites(entry),
    bookingStateWrite(state, nextState),
    ...totalsChange(entry, entry.amountCents),
    entryAuditWrite('accounting-entry-created', booker.actor, null, entry, now),
  ];
}
