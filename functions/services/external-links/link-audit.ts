import type { AuditAction } from '../../../shared/schemas/audit';
import type { ExternalLink } from '../../../shared/schemas/external-links';
import { auditPut } from '../../repositories/audit';
import { auditEntryOf, changesBetween } from '../audit/record-audit';
import type { Actor } from '../auth/sessions';

/** The audit entry of a link change, as a write for the same transaction. */
export function linkAuditPut(
  action: AuditAction,
  actor: Actor,
  before: ExternalLink | null,
  after: ExternalLink | null,
  now: Date,
) {
  const link = (after ?? before) as ExternalLink;
  return auditPut(
    auditEntryOf({
      action,
      actor: { id: actor.id, username: actor.username },
      target: { type: 'external-link', id: link.id, userId: null, name: link.title },
      changes: changesBetween(before, after, {
        title: 'value',
        url: 'value',
        icon: 'value',
        description: 'value',
        sortOrder: 'value',
      }),
      now,
    }),
  );
}
