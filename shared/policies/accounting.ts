import { can, type Principal } from '../permissions';
import type { EntryStatus } from '../schemas/accounting';
import { type ApprovalFacts, type ApprovalRefusal, approvalRefusal } from './approvals';

type EntryState = {
  status: EntryStatus;
  declarationId: number | null;
  payment?: { state: 'in_betaling' | 'betaald' } | null | undefined;
};

/** Why a transaction cannot be edited or deleted by hand, or null when it can. */
export type EntryChangeRefusal = 'processed' | 'booked' | 'in-payment';

/**
 * Approved and rejected transactions are final (a correction is a new transaction); a booking of a
 * declaration follows its declaration only; a transaction in a payment file is money on its way
 * (issue 34), said first because it is the reason that lasts.
 */
export function entryChangeRefusal(entry: EntryState): EntryChangeRefusal | null {
  if (entry.payment) return 'in-payment';
  if (entry.declarationId !== null) return 'booked';
  if (entry.status !== 'pending') return 'processed';
  return null;
}

export const canViewBookkeeping = (principal: Principal | null | undefined) =>
  can(principal, 'viewBookkeeping');

/** Edit and delete buttons: a bookkeeper on a pending transaction made by hand. */
export const canChangeEntry = (principal: Principal | null | undefined, entry: EntryState) =>
  canViewBookkeeping(principal) && entryChangeRefusal(entry) === null;

/** Approve and reject: the board and admins, on a pending transaction. */
export const canReviewEntry = (principal: Principal | null | undefined, entry: EntryState) =>
  can(principal, 'approveBookkeeping') && entry.status === 'pending';

/** Who entered a transaction and who changed it since: the four-eyes facts of shared/policies/approvals.ts. */
type EntryAuthors = { createdById: number; editors?: readonly { id: number }[] };

/**
 * A transaction made by hand has no payee among the portal's users (its bank account is the
 * association's own; an outgoing one may name a payee IBAN, typed by its creator or an editor), so
 * its four eyes are its creator and its editors: whoever set the payee IBAN is one of them.
 */
export const entryApprovalFacts = (entry: EntryAuthors): ApprovalFacts => ({
  createdById: entry.createdById,
  editorIds: (entry.editors ?? []).map((editor) => editor.id),
  payeeIbanChanges: [],
});

/** Why `approver` may not approve this transaction under the four-eyes rule, or null. */
export const entryApprovalRefusal = (
  approver: { id: number },
  entry: EntryAuthors,
  now: Date,
): ApprovalRefusal | null => approvalRefusal(approver.id, entryApprovalFacts(entry), now);

export const canManageBankAccounts = (principal: Principal | null | undefined) =>
  can(principal, 'approveBookkeeping');

/** How an approved amount moves a bank balance: incoming adds, outgoing subtracts (in cents). */
export const balanceEffect = (entry: { type: 'incoming' | 'outgoing'; amountCents: number }) =>
  entry.type === 'incoming' ? entry.amountCents : -entry.amountCents;
