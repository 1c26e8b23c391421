import { accountingMessages } from '../../../shared/messages/accounting';
import { entryChangeRefusal } from '../../../shared/policies/accounting';
import type { EntryBody } from '../../../shared/schemas/accounting';
import { conflict, notFound, validationError } from '../../domain/errors';
import {
  type BankAccountRecord,
  type EntryRecord,
  findBankAccountByIban,
  getEntry,
} from '../../repositories/accounting';

const m = accountingMessages.accounting;

export async function existingEntry(id: number): Promise<EntryRecord> {
  const entry = await getEntry(id);
  if (!entry) throw notFound(m.entryNotFound);
  return entry;
}

/** A transaction a person may still edit or delete (shared/policies/accounting.ts); 409 otherwise. */
export async function changeableEntry(id: number): Promise<EntryRecord> {
  const entry = await existingEntry(id);
  const refusal = entryChangeRefusal(entry);
  if (refusal === 'in-payment') throw conflict(m.entryInPayment);
  if (refusal === 'booked') throw conflict(m.entryBooked);
  if (refusal === 'processed') throw conflict(m.entryProcessed);
  return entry;
}

/** The active bank account an IBAN names, or null without one; an unknown or inactive account is the caller's mistake. */
export async function usableBankAccount(iban: string | null): Promise<BankAccountRecord | null> {
  if (iban === null) return null;
  const account = await findBankAccountByIban(iban);
  if (!account)
    throw validationError(m.bankAccountUnknown, [{ path: 'bankAccount', message: m.bankAccountUnknown }]);
  if (!account.isActive)
    throw validationError(m.bankAccountInactive, [{ path: 'bankAccount', message: m.bankAccountInactive }]);
  return account;
}

/** The fields of a transaction that its dialog sets, as stored: the same for a new one and an edit. */
export const entryFieldsOf = (
  input: EntryBody,
  account: { id: number; accountNumber: string | null } | null,
) =>
  ({
    type: input.type,
    category: input.category,
    description: input.description,
    amountCents: input.amount,
    date: input.date,
    reference: input.reference,
    bankAccount: account?.accountNumber ?? null,
    bankAccountId: account?.id ?? null,
    notes: input.notes,
    payeeName: input.payeeName,
    payeeIban: input.payeeIban,
    payeeBic: input.payeeBic,
  }) satisfies Partial<EntryRecord>;

/**
 * Who set the payee IBAN after `actorId` saved these fields: the actor when they set or changed it,
 * the one before when it stayed, nobody without one (four eyes on paying it, shared/policies/payments.ts).
 */
export function payeeIbanSetByAfter(
  previous: Pick<EntryRecord, 'payeeIban' | 'payeeIbanSetById'> | null,
  payeeIban: string | null,
  actorId: number,
): number | null {
  if (payeeIban === null) return null;
  if (previous && (previous.payeeIban ?? null) === payeeIban) return previous.payeeIbanSetById ?? null;
  return actorId;
}

/**
 * What every transaction a person enters starts as, typed in the dialog or booked from a bank line:
 * pending and unreviewed, so another board member approves it (four eyes).
 */
export const newPendingEntryFields = (creator: { id: number; name: string }, now: Date) =>
  ({
    status: 'pending',
    processedById: null,
    processedByName: null,
    processedAt: null,
    declarationId: null,
    receiptUrl: null,
    createdById: creator.id,
    createdByName: creator.name,
    editors: [],
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    version: 1,
  }) satisfies Partial<EntryRecord>;
