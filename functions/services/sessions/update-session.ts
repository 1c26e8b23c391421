import { sessionActivityMessages, sessionMessages } from '../../../shared/messages/sessions';
import type { SessionLog, UpdateSessionLogBody } from '../../../shared/schemas/sessions';
import { conflict } from '../../domain/errors';
import { presentableLog, replaceSessionLog, type SessionLogRecord } from '../../repositories/session-logs';
import { recordActivity } from '../activity/record-activity';
import type { Actor } from '../auth/sessions';
import { visibleSession } from './session-access';
import { sessionAuditPut } from './session-audit';
import { figureChanges } from './session-figures';
import { assertSessionInput } from './session-input';

/** Replaces a session's fields, keeping the version it replaces; a lost race answers 409 and changes nothing. */
export async function updateSession(
  actor: Actor,
  id: number,
  body: UpdateSessionLogBody,
  now: Date,
): Promise<SessionLog> {
  const { session: previous, family } = await visibleSession(actor, id);
  if (body.version !== previous.version) throw conflict(sessionMessages.sessions.changed);
  await assertSessionInput(body, previous);
  const { version: _readVersion, ...fields } = body;
  const next: SessionLogRecord = {
    ...previous,
    ...fields,
    updatedAt: now.toISOString(),
    version: previous.version + 1,
  };
  const isWritten = await replaceSessionLog(previous, next, figureChanges(previous, next), [
    sessionAuditPut('session-updated', actor, presentableLog(previous), presentableLog(next), now),
  ]);
  if (!isWritten) throw conflict(sessionMessages.sessions.changed);
  await recordActivity({
    kind: 'session-updated',
    message: sessionActivityMessages.sessionUpdated(family.parentName),
    actorId: actor.id,
    subject: { type: 'family', id: family.id },
    now,
  });
  return presentableLog(next);
}
