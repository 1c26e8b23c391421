import { todayInBrussels } from '../../../shared/format/dates';
import { bankMessages } from '../../../shared/messages/bank';
import { centsToDecimal } from '../../../shared/money';
import { entryPaymentRefusal, isPayableEntry, paymentRefusal } from '../../../shared/policies/payments';
import type { PaymentExportBody, PaymentExportResponse } from '../../../shared/schemas/bank';
import { isValidIban, normalizeIban } from '../../../shared/validation/iban';
import { AppError, conflict, notFound, validationError } from '../../domain/errors';
import { auditWrite, type EntryRecord, getBankAccount, writeAccounting } from '../../repositories/accounting';
import {
  allocatePaymentFileId,
  entryPaymentWrite,
  getEntriesByIds,
  getPayeesByIds,
  type PaymentFileRecord,
  type PaymentRecord,
  paymentFileWrite,
} from '../../repositories/bank';
import {
  type DeclarationRecord,
  declarationReplaceWrite,
  getDeclarationsByIds,
} from '../../repositories/declarations';
import { endToEndIdOf } from '../../repositories/keys/bank';
import { auditEntryOf } from '../audit/record-audit';
import type { Actor } from '../auth/sessions';
import { readPublicSettings } from '../settings/public-settings';
import { ibanChangesOf } from '../users/iban-changes';
import { payeeNameOf } from './list-payables';
import { paymentFileXml } from './pain001';

const m = bankMessages.bank;
const DEFAULT_ORGANISATION = 'Vrijwilligersportaal';

/** The payments of a file: one per volunteer, their declarations' amounts summed, in payee order. */
/** A payment of a file being made: its payee's account number is known (stored, it may be erased later). */
type NewPayment = Omit<PaymentRecord, 'endToEndId' | 'iban'> & { iban: string };

function declarationPaymentsOf(
  declarations: readonly DeclarationRecord[],
  payees: Map<number, { name: string; iban: string }>,
): NewPayment[] {
  const byPayee = new Map<number, DeclarationRecord[]>();
  for (const declaration of declarations) {
    byPayee.set(declaration.userId, [...(byPayee.get(declaration.userId) ?? []), declaration]);
  }
  return [...byPayee.entries()]
    .sort(([a], [b]) => a - b)
    .map(([userId, own]) => {
      const payee = payees.get(userId);
      if (!payee) throw new Error(`payee ${userId} missing`);
      return {
        userId,
        name: payee.name,
        iban: payee.iban,
        amountCents: own.reduce((sum, declaration) => sum + declaration.amountCents, 0),
        declarationIds: own.map((declaration) => declaration.id).sort((a, b) => a - b),
      };
    });
}

/**
 * Issue 34: the payments of the chosen transactions, one per payee IBAN with their amounts summed,
 * named after the first transaction's payee (and its BIC, when one of them gives it), in IBAN order.
 */
function entryPaymentsOf(entries: readonly EntryRecord[]): NewPayment[] {
  const byIban = new Map<string, EntryRecord[]>();
  for (const entry of entries) {
    const iban = entry.payeeIban ?? '';
    byIban.set(iban, [...(byIban.get(iban) ?? []), entry]);
  }
  return [...byIban.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([iban, own]) => {
      const sorted = [...own].sort((a, b) => a.id - b.id);
      return {
        userId: null,
        name: sorted[0]?.payeeName ?? '',
        iban,
        bic: sorted.find((entry) => entry.payeeBic)?.payeeBic ?? null,
        amountCents: sorted.reduce((sum, entry) => sum + entry.amountCents, 0),
        declarationIds: [],
        entryIds: sorted.map((entry) => entry.id),
      };
    });
}

/** The transactions chosen, each an approved outgoing one with a valid payee IBAN not yet paid; 400 otherwise. */
async function payableEntries(ids: readonly number[]): Promise<EntryRecord[]> {
  const entries = ids.length > 0 ? await getEntriesByIds(ids) : [];
  const found = new Map(entries.map((entry) => [entry.id, entry]));
  for (const id of ids) {
    const entry = found.get(id);
    if (!entry || !isPayableEntry(entry) || !isValidIban(entry.payeeIban ?? '')) {
      throw validationError(m.entryNotPayable(id));
    }
  }
  return entries;
}

const REFUSALS = { 'own-payment': m.ownPayment, 'set-payee-iban': m.setPayeeIban } as const;

/**
 * One pain.001.001.09 file paying the chosen approved declarations and (issue 34) approved outgoing
 * transactions with a payee IBAN from one of the association's accounts. Four eyes: never a payment
 * to the exporter, nor to a volunteer whose IBAN they set lately, nor to a transaction's payee whose
 * IBAN they set or changed. Every item is marked 'in_betaling' with the file's id, in one transaction
 * with the file and its audit entry; items already in a file need `confirmRepeat`.
 */
export async function exportPayments(
  actor: Actor,
  input: PaymentExportBody,
  now: Date,
): Promise<PaymentExportResponse> {
  const account = await getBankAccount(input.bankAccountId);
  if (!account?.isActive) throw notFound(m.chooseBankAccount);
  const declarations =
    input.declarationIds.length > 0 ? await getDeclarationsByIds(input.declarationIds) : [];
  const found = new Map(declarations.map((declaration) => [declaration.id, declaration]));
  for (const id of input.declarationIds) {
    const declaration = found.get(id);
    if (declaration?.status !== 'approved' || declaration.payment?.state === 'betaald') {
      throw validationError(m.declarationNotPayable(id));
    }
  }
  const entries = await payableEntries(input.entryIds);
  const payeeRecords = await getPayeesByIds(declarations.map((declaration) => declaration.userId));
  const refusal = paymentRefusal(
    actor.id,
    declarations.map((declaration) => ({
      userId: declaration.userId,
      ibanChanges: ibanChangesOf(payeeRecords.get(declaration.userId) ?? null),
    })),
    now,
  );
  if (refusal) throw new AppError('FORBIDDEN', REFUSALS[refusal]);
  if (entryPaymentRefusal(actor.id, entries)) throw new AppError('FORBIDDEN', m.setEntryPayeeIban);
  const repeatedDeclarations = declarations
    .filter((declaration) => declaration.payment?.state === 'in_betaling')
    .map((declaration) => declaration.id);
  const repeatedEntries = entries.filter((entry) => entry.payment?.state === 'in_betaling').map((e) => e.id);
  if (repeatedDeclarations.length + repeatedEntries.length > 0 && !input.confirmRepeat) {
    throw conflict(
      repeatedEntries.length === 0
        ? m.alreadyInPayment(repeatedDeclarations.map((id) => `#${id}`).join(', '))
        : m.itemsAlreadyInPayment(repeatedDeclarations, repeatedEntries),
    );
  }
  const payees = new Map<number, { name: string; iban: string }>();
  for (const declaration of declarations) {
    const payee = payeeRecords.get(declaration.userId);
    const name = payeeNameOf(payee, declaration.userName);
    const iban = payee?.bankAccount ? normalizeIban(payee.bankAccount) : null;
    if (!iban || !isValidIban(iban)) throw validationError(m.payeeIbanMissing(name));
    payees.set(declaration.userId, { name, iban });
  }

  const fileId = await allocatePaymentFileId();
  const executionDate = input.executionDate ?? todayInBrussels(now);
  const payments = [...declarationPaymentsOf(declarations, payees), ...entryPaymentsOf(entries)].map(
    (payment, index) => ({ ...payment, endToEndId: endToEndIdOf(fileId, index) }),
  );
  const file: PaymentFileRecord = {
    fileId,
    bankAccountId: account.id,
    createdById: actor.id,
    createdAt: now.toISOString(),
    executionDate,
    payments,
  };
  const total = file.payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  const marks = declarations.map((declaration) =>
    declarationReplaceWrite(declaration, {
      ...declaration,
      payment: { state: 'in_betaling', fileId, at: now.toISOString() },
      updatedAt: now.toISOString(),
      version: declaration.version + 1,
    }),
  );
  const entryMarks = entries.map((entry) =>
    entryPaymentWrite(entry, {
      ...entry,
      payment: { state: 'in_betaling', fileId, at: now.toISOString() },
      updatedAt: now.toISOString(),
      version: entry.version + 1,
    }),
  );
  const audit = auditWrite(
    auditEntryOf({
      action: 'payment-file-exported',
      actor,
      target: { type: 'bank-account', id: account.id, userId: null, name: account.name },
      changes: [
        { field: 'paymentFile', treatment: 'value', before: null, after: fileId },
        { field: 'declarations', treatment: 'value', before: null, after: input.declarationIds.join(', ') },
        { field: 'entries', treatment: 'value', before: null, after: input.entryIds.join(', ') },
        { field: 'total', treatment: 'value', before: null, after: centsToDecimal(total) },
      ],
      now,
    }),
  );
  if (!(await writeAccounting([paymentFileWrite(file), ...marks, ...entryMarks, audit])))
    throw conflict(m.changedMeanwhile);

  const organisation = (await readPublicSettings()).organizationName ?? DEFAULT_ORGANISATION;
  const content = paymentFileXml({
    messageId: fileId,
    createdAt: now,
    executionDate,
    debtor: { name: organisation, iban: account.accountNumber, bic: account.bic ?? null },
    transfers: payments.map((payment) => ({
      endToEndId: payment.endToEndId,
      name: payment.name,
      iban: payment.iban,
      bic: payment.bic ?? null,
      amountCents: payment.amountCents,
      remittance: `${
        payment.entryIds?.length ? m.entryRemittance(payment.entryIds) : m.remittance(payment.declarationIds)
      } ${payment.endToEndId}`,
    })),
  });
  return {
    fileId,
    fileName: m.paymentFileName(executionDate),
    contentType: 'application/xml',
    content,
    paymentCount: file.payments.length,
    total: centsToDecimal(total),
  };
}
