import { can, type Principal } from '../permissions';
import { type IbanChange, setPayeeIbanRecently } from './approvals';

/**
 * Four eyes on paying (issue 34, ARCHITECTURE.md §11): a payment file is made by someone who may
 * approve the books, never with a payment to themselves, nor to a payee whose IBAN they set or
 * changed in the last 30 days. Pure: the clock is an argument.
 */
export type PaymentRefusal = 'own-payment' | 'set-payee-iban';

export type PayeeFacts = { userId: number; ibanChanges: readonly IbanChange[] };

export const canExportPayments = (principal: Principal | null | undefined) =>
  can(principal, 'approveBookkeeping');

/** Why `exporterId` may not put these payees in one payment file, or null when four eyes are kept. */
export function paymentRefusal(
  exporterId: number,
  payees: readonly PayeeFacts[],
  now: Date,
): PaymentRefusal | null {
  if (payees.some((payee) => payee.userId === exporterId)) return 'own-payment';
  if (payees.some((payee) => setPayeeIbanRecently(exporterId, payee.ibanChanges, now)))
    return 'set-payee-iban';
  return null;
}

/** The payment checkbox of one payable: off for the exporter's own declaration. */
export const canSelectPayable = (exporter: { id: number }, payable: { userId: number }) =>
  exporter.id !== payable.userId;

/**
 * Four eyes on reconciling: confirming that a bank line pays someone marks their declarations
 * 'betaald', so the payee never confirms their own payment. `payeeIds` are the users the confirmed
 * payment or transaction pays (none for a transaction that books no declaration).
 */
export const reconcileRefusal = (actorId: number, payeeIds: readonly number[]): 'own-payment' | null =>
  payeeIds.includes(actorId) ? 'own-payment' : null;
