import { randomUUID } from 'node:crypto';
import type { AuditAction, AuditChange, AuditEntry, AuditTreatment } from '../../../shared/schemas/audit';
import { putAudit } from '../../repositories/audit';

/** Who did it: the signed-in user, or nobody (a link used without a session). */
export type AuditActor = { id: number; username: string } | null;

export type AuditInput = {
  action: AuditAction;
  actor: AuditActor;
  target: { type: AuditEntry['targetType']; id: number; userId: number | null; name: string | null };
  changes?: AuditChange[];
  now: Date;
};

/** One audit entry, ready to be written in the transaction of the change it records. */
export function auditEntryOf(input: AuditInput): AuditEntry {
  return {
    id: randomUUID(),
    at: input.now.toISOString(),
    action: input.action,
    actorId: input.actor?.id ?? null,
    actorName: input.actor?.username ?? null,
    targetType: input.target.type,
    targetId: input.target.id,
    targetUserId: input.target.userId,
    targetName: input.target.name,
    changes: input.changes ?? [],
  };
}

/** Records an action that is not a transaction, right after it happened. */
export async function recordAudit(input: AuditInput): Promise<AuditEntry> {
  const entry = auditEntryOf(input);
  await putAudit(entry);
  return entry;
}

type Value = string | number | boolean | null | undefined;
const text = (value: Value) => (value === null || value === undefined || value === '' ? null : String(value));

/** An IBAN as its country and last four characters; anything else as its first character and domain. */
export function maskValue(field: string, value: Value): string | null {
  const shown = text(value);
  if (shown === null) return null;
  const at = shown.indexOf('@');
  if (at > 0) return `${shown[0]}•••${shown.slice(at)}`;
  if (field === 'bankAccount' || /^[A-Z]{2}\d{2}/.test(shown)) {
    return `${shown.slice(0, 2)}•• •••• ${shown.slice(-4)}`;
  }
  return `${'•'.repeat(Math.max(0, shown.length - 2))}${shown.slice(-2)}`;
}

/**
 * The fields that differ between two versions of a record, each written as its treatment says:
 * values for plain fields, masked values for IBAN and e-mail, only the name for secrets.
 */
export function changesBetween<T extends Record<string, unknown>>(
  before: T | null,
  after: T | null,
  fields: Partial<Record<keyof T & string, AuditTreatment>>,
): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const [field, treatment] of Object.entries(fields) as [keyof T & string, AuditTreatment][]) {
    const old = (before?.[field] ?? null) as Value;
    const next = (after?.[field] ?? null) as Value;
    if (text(old) === text(next)) continue;
    if (treatment === 'secret') changes.push({ field, treatment, before: null, after: null });
    else if (treatment === 'masked')
      changes.push({ field, treatment, before: maskValue(field, old), after: maskValue(field, next) });
    else changes.push({ field, treatment, before: text(old), after: text(next) });
  }
  return changes;
}

/**
 * The audit entries of one kind of record: `(action, actor, previous, next, now)` → the entry of a
 * create (previous null), an edit or a delete (next null), its fields written as `fields` says and
 * named by the record as it is (or was).
 */
export function changeAuditOf<T extends { id: number }, A extends AuditAction = AuditAction>(
  targetType: AuditEntry['targetType'],
  fields: Partial<Record<keyof T & string, AuditTreatment>>,
  target: (record: T) => { userId: number | null; name: string | null },
) {
  return (action: A, actor: AuditActor, previous: T | null, next: T | null, now: Date): AuditEntry => {
    const subject = (next ?? previous) as T;
    return auditEntryOf({
      action,
      actor,
      target: { type: targetType, id: subject.id, ...target(subject) },
      changes: changesBetween(previous, next, fields),
      now,
    });
  };
}

/** A secret that was set without comparing values (a new password): named, never its value. */
export const secretSet = (field: string): AuditChange => ({
  field,
  treatment: 'secret',
  before: null,
  after: null,
});
