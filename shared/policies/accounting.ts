import { can, type Principal } from '../permissions';
import type { EntryStatus } from '../schemas/accounting';

type EntryState = { status: EntryStatus; declarationId: number | null };

/** Why a transaction cannot be edited or deleted by hand, or null when it can. */
export type EntryChangeRefusal = 'processed' | 'booked';

/**
 * Approved and rejected transactions are final (a correction is a new transaction); a booking of a
 * declaration follows its declaration only.
 */
export function entryChangeRefusal(entry: EntryState): EntryChangeRefusal | null {
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

export const canManageBankAccounts = (principal: Principal | null | undefined) =>
  can(principal, 'approveBookkeeping');

/** How an approved amount moves a bank balance: incoming adds, outgoing subtracts (in cents). */
export const balanceEffect = (entry: { type: 'incoming' | 'outgoing'; amountCents: number }) =>
  entry.type === 'incoming' ? entry.amountCents : -entry.amountCents;
