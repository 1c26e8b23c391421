import { centsToDecimal } from '../../../shared/money';
import type { Payable } from '../../../shared/schemas/bank';
import { formatIban, isValidIban } from '../../../shared/validation/iban';
import { getPayeesByIds, type Payee } from '../../repositories/bank';
import { type DeclarationRecord, listUnpaidApprovedPage } from '../../repositories/declarations';

const payeeNameOf = (payee: Payee | undefined, fallback: string) =>
  payee ? `${payee.firstName} ${payee.lastName}`.trim() || fallback : fallback;

export function presentPayable(declaration: DeclarationRecord, payee: Payee | undefined): Payable {
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
  };
}

/** Approved declarations that are not paid yet, newest first, with their payee's name and IBAN. */
export async function listPayables(page: { limit: number; cursor?: string | undefined }) {
  const declarations = await listUnpaidApprovedPage(page);
  const payees = await getPayeesByIds(declarations.items.map((declaration) => declaration.userId));
  return {
    items: declarations.items.map((declaration) =>
      presentPayable(declaration, payees.get(declaration.userId)),
    ),
    nextCursor: declarations.nextCursor,
  };
}

export { payeeNameOf };
