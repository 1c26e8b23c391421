import { centsToDecimal } from '../../../shared/money';
import type { Payable } from '../../../shared/schemas/bank';
import { formatIban, isValidIban } from '../../../shared/validation/iban';
import { getPayeesByIds, getPaymentFiles, type Payee, type PaymentFileRecord } from '../../repositories/bank';
import { type DeclarationRecord, listUnpaidApprovedPage } from '../../repositories/declarations';

const payeeNameOf = (payee: Payee | undefined, fallback: string) =>
  payee ? `${payee.firstName} ${payee.lastName}`.trim() || fallback : fallback;

/** The payment file a payable is in: its date and its maker's name, as the screen shows them. */
export type PaymentFileFacts = Pick<PaymentFileRecord, 'createdAt'> & { createdByName: string };

export function presentPayable(
  declaration: DeclarationRecord,
  payee: Payee | undefined,
  file?: PaymentFileFacts,
): Payable {
  const iban = payee?.bankAccount ?? null;
  return {
    declarationId: declaration.id,
    userId: declaration.userId,
    payeeName: payeeNameOf(payee, declaration.userName),
    description: declaration.description,
    date: declaration.date,
    amount: centsToDecimal(declaration.amountCents),
    iban: iban ? formatIban(iban) : null,
    isIbanValid: iban !== null && isValidIban(iban),
    paymentStatus: declaration.payment?.state ?? null,
    paymentFileId: declaration.payment?.fileId ?? null,
    paymentFileCreatedAt: file?.createdAt ?? null,
    paymentFileCreatedBy: file?.createdByName ?? null,
  };
}

/**
 * Approved declarations that are not paid yet, newest first, with their payee's name and IBAN and,
 * for those already in a payment file, when it was made and by whom.
 */
export async function listPayables(page: { limit: number; cursor?: string | undefined }) {
  const declarations = await listUnpaidApprovedPage(page);
  const fileIds = declarations.items.flatMap((declaration) =>
    declaration.payment ? [declaration.payment.fileId] : [],
  );
  const files = fileIds.length > 0 ? await getPaymentFiles(fileIds) : new Map<string, PaymentFileRecord>();
  const people = await getPayeesByIds([
    ...declarations.items.map((declaration) => declaration.userId),
    ...[...files.values()].map((file) => file.createdById),
  ]);
  const fileFacts = (fileId: string | undefined): PaymentFileFacts | undefined => {
    const file = fileId ? files.get(fileId) : undefined;
    if (!file) return undefined;
    return { createdAt: file.createdAt, createdByName: payeeNameOf(people.get(file.createdById), '—') };
  };
  return {
    items: declarations.items.map((declaration) =>
      presentPayable(declaration, people.get(declaration.userId), fileFacts(declaration.payment?.fileId)),
    ),
    nextCursor: declarations.nextCursor,
  };
}

export { payeeNameOf };
