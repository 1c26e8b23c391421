import { centsToDecimal } from '../../../shared/money';
import type { AccountingEntry, BankAccount } from '../../../shared/schemas/accounting';
import { entryStructuredCommunication } from '../../../shared/validation/structured-communication';
import type { BankAccountRecord, EntryRecord } from '../../repositories/accounting';

/** The API's view of a stored transaction: amounts as the spec's decimal strings. */
export const presentEntry = (record: EntryRecord): AccountingEntry => ({
  id: record.id,
  type: record.type,
  category: record.category,
  description: record.description,
  amount: centsToDecimal(record.amountCents),
  date: record.date,
  reference: record.reference,
  bankAccount: record.bankAccount,
  notes: record.notes,
  status: record.status,
  processedByName: record.processedByName,
  processedAt: record.processedAt,
  declarationId: record.declarationId,
  receiptUrl: record.receiptUrl,
  structuredCommunication: record.type === 'incoming' ? entryStructuredCommunication(record.id) : null,
  createdById: record.createdById,
  createdByName: record.createdByName,
  editors: record.editors,
  payeeName: record.payeeName ?? null,
  payeeIban: record.payeeIban ?? null,
  payeeBic: record.payeeBic ?? null,
  payeeIbanSetById: record.payeeIbanSetById ?? null,
  paymentStatus: record.payment?.state ?? null,
  paymentFileId: record.payment?.fileId ?? null,
  createdAt: record.createdAt,
  version: record.version,
});

export const presentBankAccount = (record: BankAccountRecord): BankAccount => ({
  id: record.id,
  name: record.name,
  bankName: record.bankName,
  accountNumber: record.accountNumber,
  currentBalance: centsToDecimal(record.balanceCents),
  openingBalance: centsToDecimal(record.openingBalanceCents),
  isActive: record.isActive,
  entryCount: record.entryCount,
  bic: record.bic ?? null,
  version: record.version,
});
