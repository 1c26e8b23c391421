import type { SessionLog } from '../../../shared/schemas/sessions';
import { auditPut } from '../../repositories/audit';
import { changeAuditOf } from '../audit/record-audit';
import type { Actor } from '../auth/sessions';

/**
 * Sessions are personal data about a family and its children: every change is audited. The outcome
 * note and the absence reason are named when they change, never written down (treatment `secret`).
 */
const sessionAudit = changeAuditOf<SessionLog>(
  'session',
  {
    familyId: 'value',
    date: 'value',
    startTime: 'value',
    durationMinutes: 'value',
    kind: 'value',
    familyAbsent: 'value',
    outcomeNote: 'secret',
    absenceReason: 'secret',
  },
  () => ({ userId: null, name: null }),
);

/** The audit entry of a session change, as a write for the same transaction. */
export const sessionAuditPut = (
  action: 'session-created' | 'session-updated' | 'session-deleted',
  actor: Actor,
  before: SessionLog | null,
  after: SessionLog | null,
  now: Date,
) => auditPut(sessionAudit(action, { id: actor.id, username: actor.username }, before, after, now));
