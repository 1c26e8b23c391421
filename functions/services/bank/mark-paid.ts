import { formatCents } from '../../../shared/format/money';
import { bankMessages } from '../../../shared/messages/bank';
import { PORTAL_LINKS } from '../../../shared/portal-links';
import { createLogger } from '../../commons/logger';
import { getBookingState, type TransactionItem } from '../../repositories/accounting';
import {
  entryPaymentWrite,
  entryReconciledWrite,
  getEntriesByIds,
  payableEntryDelete,
} from '../../repositories/bank';
import {
  type DeclarationRecord,
  declarationReplaceWrite,
  getDeclarationsByIds,
} from '../../repositories/declarations';
import { notifyUser } from '../notifications/notify-staff';

const m = bankMessages.bank;
const logger = createLogger({ module: 'mark-paid' });

/**
 * The writes that make the declarations of a payment 'betaald' and reconcile their bookings with the
 * bank line, for the caller's own transaction (the import, or a confirmed proposal), with the
 * declarations they change: `notifyPaid` tells their volunteers once the transaction is written.
 * `skipEntryId` is a booking the caller reconciles itself.
 */
export async function paidWrites(
  declarationIds: readonly number[],
  fileId: string,
  lineId: string,
  now: Date,
  skipEntryId: number | null = null,
): Promise<{ writes: TransactionItem[]; paid: DeclarationRecord[] }> {
  const declarations = await getDeclarationsByIds(declarationIds);
  const paid = declarations.filter((declaration) => declaration.payment?.state !== 'betaald');
  const bookings = await Promise.all(paid.map((declaration) => getBookingState(declaration.id)));
  const writes = [
    ...paid.map((declaration) =>
      declarationReplaceWrite(declaration, {
        ...declaration,
        payment: { state: 'betaald', fileId, at: now.toISOString() },
        updatedAt: now.toISOString(),
        version: declaration.version + 1,
      }),
    ),
    ...bookings.flatMap((booking) =>
      booking?.isBooked && booking.entryId !== skipEntryId
        ? [entryReconciledWrite(booking.entryId, lineId)]
        : [],
    ),
  ];
  return { writes, paid };
}

/**
 * Issue 34: the writes that make the transactions of a payment 'betaald', reconciled with the bank
 * line (one write per transaction: its payment state and its line together, on the version read),
 * their payables markers gone. Those paid already are left as they are.
 */
export async function entryPaidWrites(
  entryIds: readonly number[],
  fileId: string,
  lineId: string,
  now: Date,
): Promise<TransactionItem[]> {
  if (entryIds.length === 0) return [];
  const entries = await getEntriesByIds(entryIds);
  return entries
    .filter((entry) => entry.payment?.state !== 'betaald')
    .flatMap((entry) => [
      entryPaymentWrite(entry, {
        ...entry,
        payment: { state: 'betaald', fileId, at: now.toISOString() },
        bankLineId: entry.bankLineId ?? lineId,
        updatedAt: now.toISOString(),
        version: entry.version + 1,
      }),
      payableEntryDelete(entry),
    ]);
}

/** The volunteers hear that their declarations are paid; a failed notice is logged, never undoes the payment. */
export async function notifyPaid(paid: readonly DeclarationRecord[], now: Date): Promise<void> {
  await Promise.all(
    paid.map((declaration) =>
      notifyUser(
        declaration.userId,
        {
          type: 'declaratie',
          title: m.paidTitle,
          message: m.paidMessage(declaration.description, formatCents(declaration.amountCents)),
          link: PORTAL_LINKS.ownDeclarations,
        },
        now,
      ).catch((error: unknown) =>
        logger.warn('paid notification failed', { declarationId: declaration.id, error }),
      ),
    ),
  );
}
