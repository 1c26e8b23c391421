import { centsToDecimal } from '../../../shared/money';
import { declarationRoutes } from '../../../shared/routes/declarations';
import { fillPath } from '../../../shared/routes/paths';
import type { Declaration } from '../../../shared/schemas/declarations';
import type { DeclarationRecord } from '../../repositories/declarations';

/**
 * The API's view of a stored declaration. The receipt is a link to the receipt route, which presigns
 * on request: presenting a declaration never needs the S3 client.
 */
export function presentDeclaration(record: DeclarationRecord): Declaration {
  return {
    id: record.id,
    type: record.type,
    description: record.description,
    amount: centsToDecimal(record.amountCents),
    kilometers: record.kilometerTenths === null ? null : record.kilometerTenths / 10,
    date: record.date,
    status: record.status,
    userId: record.userId,
    userName: record.userName,
    receiptUrl: record.receiptUploadId ? fillPath(declarationRoutes.receipt.path, { id: record.id }) : null,
    receiptName: record.receiptName,
    reviewNotes: record.reviewNotes,
    statusHistory: record.statusHistory,
    createdAt: record.createdAt,
    version: record.version,
  };
}
