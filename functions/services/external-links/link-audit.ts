import type { ExternalLink } from '../../../shared/schemas/external-links';
import { auditPut } from '../../repositories/audit';
import { changeAuditOf } from '../audit/record-audit';
import type { Actor } from '../auth/sessions';

const linkAudit = changeAuditOf<ExternalLink>(
  'external-link',
  { title: 'value', url: 'value', icon: 'value', description: 'value', sortOrder: 'value' },
  (link) => ({ userId: null, name: link.title }),
);

/** The audit entry of a link change, as a write for the same transaction. */
export const linkAuditPut = (
  action: Parameters<typeof linkAudit>[0],
  actor: Actor,
  before: ExternalLink | null,
  after: ExternalLink | null,
  now: Date,
) => auditPut(linkAudit(action, { id: actor.id, username: actor.username }, before, after, now));
