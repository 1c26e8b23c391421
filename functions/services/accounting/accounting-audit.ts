import type { AuditAction, AuditTreatment } from '../../../shared/schemas/audit';
import type { BankAccountRecord, EntryRecord } from '../../repositories/accounting';
import { auditWrite } from '../../repositories/accounting';
import { type AuditActor, auditEntryOf, changesBetween } from '../audit/record-audit';

/** How each field of a transaction is written in the audit trail; the IBAN is masked. */
const ENTRY_FIELDS = {
  type: 'value',
  category: 'value',
  description: 'value',
  amountCents: 'value',
  date: 'value',
  reference: 'value',
  bankAccount: 'masked',
  status: 'value',
  processedByName: 'value',
  declarationId: 'value',
} as const satisfies Partial<Record<keyof EntryRecord, AuditTreatment>>;

const BANK_ACCOUNT_FIELDS = {
  name: 'value',
  bankName: 'value',
  accountNumber: 'masked',
  openingBalanceCents: 'value',
  isActive: 'value',
} as const satisfies Partial<Record<keyof BankAccountRecord, AuditTreatment>>;

/** The audit entry of a change to a transaction, as an element of the change's own transaction. */
export function entryAuditWrite(
  action: Extract<AuditAction, `accounting-entry-${string}`>,
  actor: AuditActor,
  previous: EntryRecord | null,
  next: EntryRecord | null,
  now: Date,
) {
  const subject = (next ?? previous) as EntryRecord;
  return auditWrite(
    auditEntryOf({
      action,
      actor,
      target: { type: 'accounting-entry', id: subject.id, userId: null, name: subject.description },
      changes: changesBetween(previous, next, ENTRY_FIELDS),
      now,
    }),
  );
}

export function bankAccountAuditWrite(
  action: Extract<AuditAction, `bank-account-${string}`>,
  actor: AuditActor,
  previous: BankAccountRecord | null,
  next: BankAccountRecord | null,
  now: Date,
) {
  const subject = (next ?? previous) as BankAccountRecord;
  return auditWrite(
    auditEntryOf({
      action,
      actor,
      target: { type: 'bank-account', id: subject.id, userId: null, name: subject.name },
      changes: changesBetween(previous, next, BANK_ACCOUNT_FIELDS),
      now,
    }),
  );
}
