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

/**
 * Four eyes on a transaction's payee (issue 34): an outgoing transaction's payee IBAN is typed in the
 * bookkeeping, so whoever last set or changed it may not put its payment in a file, however long ago
 * (its approver is already someone else: nobody approves what they entered or edited). With the
 * approver, that makes two people between typing an IBAN and the money leaving.
 */
export const entryPaymentRefusal = (
  exporterId: number,
  entries: readonly { payeeIbanSetById?: number | null | undefined }[],
): PaymentRefusal | null =>
  entries.some((entry) => entry.payeeIbanSetById === exporterId) ? 'set-payee-iban' : null;

/** What the payables list tells of one item: its volunteer (declarations), or who set its IBAN (transactions). */
type PayableFacts = { userId: number | null; payeeIbanSetById?: number | null | undefined };

/** Why the exporter may not select this payable: their own declaration, or a payee IBAN they set. */
export function payableRefusal(exporter: { id: number }, payable: PayableFacts): PaymentRefusal | null {
  if (payable.userId === exporter.id) return 'own-payment';
  if (payable.payeeIbanSetById === exporter.id) return 'set-payee-iban';
  return null;
}

/** The payment checkbox of one payable: off for the exporter's own declaration and for a payee IBAN they set. */
export const canSelectPayable = (exporter: { id: number }, payable: PayableFacts) =>
  payableRefusal(exporter, payable) === null;

/**
 * An approved outgoing transaction made by hand with a payee IBAN and not yet paid: it waits in the
 * payables beside the declarations (a booking of a declaration is paid through its declaration).
 */
export const isPayableEntry = (entry: {
  type: 'incoming' | 'outgoing';
  status: string;
  declarationId: number | null;
  payeeIban?: string | null | undefined;
  payment?: { state: string } | null | undefined;
}) =>
  entry.type === 'outgoing' &&
  entry.status === 'approved' &&
  entry.declarationId === null &&
  Boolean(entry.payeeIban) &&
  entry.payment?.state !== 'betaald';

/**
 * Four eyes on reconciling: confirming that a bank line pays someone marks their declarations
 * 'betaald', so the payee never confirms their own payment. `payeeIds` are the users the confirmed
 * payment or transaction pays (none for a transaction that books no declaration).
 */
export const reconcileRefusal = (actorId: number, payeeIds: readonly number[]): 'own-payment' | null =>
  payeeIds.includes(actorId) ? 'own-payment' : null;
