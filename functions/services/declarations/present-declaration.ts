import { centsToDecimal } from '../../../shared/money';
import { type IbanChange, recentIbanChanges } from '../../../shared/policies/approvals';
import { declarationRoutes } from '../../../shared/routes/declarations';
import { fillPath } from '../../../shared/routes/paths';
import type { Declaration } from '../../../shared/schemas/declarations';
import type { DeclarationRecord } from '../../repositories/declarations';
import { getUserById } from '../../repositories/users';
import { ibanChangesOf } from '../users/iban-changes';

/**
 * The API's view of a stored declaration. The receipt is a link to the receipt route, which presigns
 * on request: presenting a declaration never needs the S3 client. The declarant's recent IBAN
 * changes go along so a screen can say why its approve button is off.
 */
export function presentDeclaration(
  record: DeclarationRecord,
  payeeIbanChanges: readonly IbanChange[],
  now: Date,
): Declaration {
  return {
    id: record.id,
    type: record.type,
    description: record.description,
    amount: centsToDecimal(record.amountCents),
    kilometers: record.kilometerTenths === null ? null : record.kilometerTenths / 10,
    vehicle: record.vehicle ?? (record.type === 'mileage' ? 'car' : null),
    allowance: record.allowanceCents == null ? null : centsToDecimal(record.allowanceCents),
    claimedAmount: record.claimed ? centsToDecimal(record.claimed.amountCents) : null,
    date: record.date,
    status: record.status,
    userId: record.userId,
    userName: record.userName,
    receiptUrl: record.receiptUploadId ? fillPath(declarationRoutes.receipt.path, { id: record.id }) : null,
    receiptName: record.receiptName,
    reviewNotes: record.reviewNotes,
    statusHistory: record.statusHistory,
    editorIds: record.editorIds,
    payeeIbanChanges: recentIbanChanges(payeeIbanChanges, now),
    paymentStatus: record.payment?.state ?? null,
    createdAt: record.createdAt,
    version: record.version,
  };
}

/** The declarant's IBAN history (functions/services/users/iban-changes.ts), for presenting one declaration. */
export async function payeeIbanChangesOf(userId: number): Promise<IbanChange[]> {
  return ibanChangesOf(await getUserById(userId));
}
