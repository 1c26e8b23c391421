import type { AuditTreatment } from '../../../shared/schemas/audit';
import { auditPut } from '../../repositories/audit';
import type { DeclarationRecord } from '../../repositories/declarations';
import type { TransactionItem } from '../../repositories/table';
import { type AuditActor, auditEntryOf, changesBetween, recordAudit } from './record-audit';

/** How each field of a declaration is written in the audit trail; review notes are named only. */
const DECLARATION_AUDITED_FIELDS = {
  type: 'value',
  description: 'value',
  amountCents: 'value',
  allowanceCents: 'value',
  kilometerTenths: 'value',
  date: 'value',
  status: 'value',
  receiptName: 'value',
  reviewNotes: 'secret',
} as const satisfies Partial<Record<keyof DeclarationRecord, AuditTreatment>>;

const declarationTarget = (declaration: DeclarationRecord) => ({
  type: 'declaration' as const,
  id: declaration.id,
  userId: declaration.userId,
  name: declaration.userName,
});

/** A declaration edit, recorded right after it was saved: what changed, old and new. */
export const auditDeclarationUpdate = (
  actor: AuditActor,
  previous: DeclarationRecord,
  next: DeclarationRecord,
  now: Date,
) =>
  recordAudit({
    action: 'declaration-updated',
    actor,
    target: declarationTarget(previous),
    changes: changesBetween(previous, next, DECLARATION_AUDITED_FIELDS),
    now,
  });

/** A declaration delete, recorded right after it: what the declaration was. */
export const auditDeclarationDelete = (actor: AuditActor, previous: DeclarationRecord, now: Date) =>
  recordAudit({
    action: 'declaration-deleted',
    actor,
    target: declarationTarget(previous),
    changes: changesBetween(previous, null, DECLARATION_AUDITED_FIELDS),
    now,
  });

/**
 * A reviewer's step that changed the amount (issue 31: an admin approves only the part within the
 * volunteer law's ceilings, or that part's claim comes back when it leaves approved), for the
 * step's own transaction: what changed, old and new.
 */
export const declarationAmountAuditPut = (
  action: 'declaration-partly-approved' | 'declaration-updated',
  actor: AuditActor,
  previous: DeclarationRecord,
  next: DeclarationRecord,
  now: Date,
): TransactionItem =>
  auditPut(
    auditEntryOf({
      action,
      actor,
      target: declarationTarget(previous),
      changes: changesBetween(previous, next, DECLARATION_AUDITED_FIELDS),
      now,
    }),
  );
