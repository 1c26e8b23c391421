import { todayInBrussels } from '../../../shared/format/dates';
import { bankMessages } from '../../../shared/messages/bank';
import { centsToDecimal } from '../../../shared/money';
import { paymentRefusal } from '../../../shared/policies/payments';
import type { PaymentExportBody, PaymentExportResponse } from '../../../shared/schemas/bank';
import { isValidIban, normalizeIban } from '../../../shared/validation/iban';
import { AppError, conflict, notFound, validationError } from '../../domain/errors';
import { auditWrite, getBankAccount, writeAccounting } from '../../repositories/accounting';
import {
  allocatePaymentFileId,
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

/** The payments of a file: one per payee, their declarations' amounts summed, in payee order. */
function paymentsOf(
  fileId: string,
  declarations: readonly DeclarationRecord[],
  payees: Map<number, { name: string; iban: string }>,
) {
  const byPayee = new Map<number, DeclarationRecord[]>();
  for (const declaration of declarations) {
    byPayee.set(declaration.userId, [...(byPayee.get(declaration.userId) ?? []), declaration]);
  }
  return [...byPayee.entries()]
    .sort(([a], [b]) => a - b)
    .map(([userId, own], index): PaymentRecord => {
      const payee = payees.get(userId);
      if (!payee) throw new Error(`payee ${userId} missing`);
      return {
        endToEndId: endToEndIdOf(fileId, index),
        userId,
        name: payee.name,
        iban: payee.iban,
        amountCents: own.reduce((sum, declaration) => sum + declaration.amountCents, 0),
        declarationIds: own.map((declaration) => declaration.id).sort((a, b) => a - b),
      };
    });
}

/**
 * One pain.001.001.09 file paying the chosen approved declarations from one of the association's
 * accounts. Four eyes: never a payment to the exporter, nor to a payee whose IBAN they set lately.
 * Every declaration is marked 'in_betaling' with the file's id, in one transaction with the file and
 * its audit entry; items already in a file need `confirmRepeat`.
 */
export async function exportPayments(
  actor: Actor,
  input: PaymentExportBody,
  now: Date,
): Promise<PaymentExportResponse> {
  const account = await getBankAccount(input.bankAccountId);
  if (!account?.isActive) throw notFound(m.chooseBankAccount);
  const declarations = await getDeclarationsByIds(input.declarationIds);
  const found = new Map(declarations.map((declaration) => [declaration.id, declaration]));
  for (const id of input.declarationIds) {
    const declaration = found.get(id);
    if (declaration?.status !== 'approved' || declaration.payment?.state === 'betaald') {
      throw validationError(m.declarationNotPayable(id));
    }
  }
  const payeeRecords = await getPayeesByIds(declarations.map((declaration) => declaration.userId));
  const refusal = paymentRefusal(
    actor.id,
    declarations.map((declaration) => ({
      userId: declaration.userId,
      ibanChanges: ibanChangesOf(payeeRecords.get(declaration.userId) ?? null),
    })),
    now,
  );
  if (refusal) throw new AppError('FORBIDDEN', refusal === 'own-payment' ? m.ownPayment : m.setPayeeIban);
  const repeated = declarations.filter((declaration) => declaration.payment?.state === 'in_betaling');
  if (repeated.length > 0 && !input.confirmRepeat) {
    throw conflict(m.alreadyInPayment(repeated.map((declaration) => `#${declaration.id}`).join(', ')));
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
  const file: PaymentFileRecord = {
    fileId,
    bankAccountId: account.id,
    createdById: actor.id,
    createdAt: now.toISOString(),
    executionDate,
    payments: paymentsOf(fileId, declarations, payees),
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
  const audit = auditWrite(
    auditEntryOf({
      action: 'payment-file-exported',
      actor,
      target: { type: 'bank-account', id: account.id, userId: null, name: account.name },
      changes: [
        { field: 'paymentFile', treatment: 'value', before: null, after: fileId },
        { field: 'declarations', treatment: 'value', before: null, after: input.declarationIds.join(', ') },
        { field: 'total', treatment: 'value', before: null, after: centsToDecimal(total) },
      ],
      now,
    }),
  );
  if (!(await writeAccounting([paymentFileWrite(file), ...marks, audit]))) throw conflict(m.changedMeanwhile);

  const organisation = (await readPublicSettings()).organizationName ?? DEFAULT_ORGANISATION;
  const content = paymentFileXml({
    messageId: fileId,
    createdAt: now,
    executionDate,
    debtor: { name: organisation, iban: account.accountNumber, bic: account.bic ?? null },
    transfers: file.payments.map((payment) => ({
      endToEndId: payment.endToEndId,
      name: payment.name,
      iban: payment.iban,
      amountCents: payment.amountCents,
      remittance: `${m.remittance(payment.declarationIds)} ${payment.endToEndId}`,
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
