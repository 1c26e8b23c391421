import type { AuditAction, AuditChange, AuditTreatment } from '../../../shared/schemas/audit';
import type { BankAccountRecord, EntryRecord } from '../../repositories/accounting';
import { auditWrite } from '../../repositories/accounting';
import { changeAuditOf } from '../audit/record-audit';

/** How each field of a transaction is written in the audit trail; the IBAN is masked. */
const ENTRY_FIELDS = {
  type: 'value',
  category: 'value',
  description: 'value',
  amountCents: 'value',
  date: 'value',
  reference: 'value',
  bankAccount: 'masked',
  // Issue 34: whom an outgoing transaction pays is money; the IBAN masked like the others.
  payeeName: 'value',
  payeeIban: 'masked',
  payeeBic: 'value',
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

const entryAudit = changeAuditOf<EntryRecord, Extract<AuditAction, `accounting-entry-${string}`>>(
  'accounting-entry',
  ENTRY_FIELDS,
  (entry) => ({ userId: null, name: entry.description }),
);
const bankAccountAudit = changeAuditOf<BankAccountRecord, Extract<AuditAction, `bank-account-${string}`>>(
  'bank-account',
  BANK_ACCOUNT_FIELDS,
  (account) => ({ userId: null, name: account.name }),
);

/** The audit entry of a change to a transaction, as an element of the change's own transaction. */
export const entryAuditWrite = (...change: Parameters<typeof entryAudit>) =>
  auditWrite(entryAudit(...change));

/**
 * The audit entry of an approval or rejection, which names all four eyes: beside the approver (the
 * actor, and `processedByName`), who entered the transaction and who edited it.
 */
export function entryReviewAuditWrite(...change: Parameters<typeof entryAudit>) {
  const entry = entryAudit(...change);
  const reviewed = change[3] ?? change[2];
  const authors: AuditChange[] = reviewed
    ? [
        { field: 'createdByName', treatment: 'value', before: null, after: reviewed.createdByName },
        ...(reviewed.editors.length > 0
          ? [
              {
                field: 'editedBy',
                treatment: 'value' as const,
                before: null,
                after: reviewed.editors.map((editor) => editor.name).join(', '),
              },
            ]
          : []),
      ]
    : [];
  return auditWrite({ ...entry, changes: [...entry.changes, ...authors] });
}

/** The audit entry of a change to a bank account, as an element of the change's own transaction. */
export const bankAccountAuditWrite = (...change: Parameters<typeof bankAccountAudit>) =>
  auditWrite(bankAccountAudit(...change));
