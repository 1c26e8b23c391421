import { sessionActivityMessages, sessionMessages } from '../../../shared/messages/sessions';
import { conflict } from '../../domain/errors';
import { deleteSessionLog, presentableLog } from '../../repositories/session-logs';
import { recordActivity } from '../activity/record-activity';
import type { Actor } from '../auth/sessions';
import { visibleSession } from './session-access';
import { sessionAuditPut } from './session-audit';
import { figureChanges } from './session-figures';

/** Deletes a session (the route lets coordinators and admins only) with its versions; the figures follow. */
export async function removeSession(actor: Actor, id: number, now: Date) {
  const { session, family } = await visibleSession(actor, id);
  const isDeleted = await deleteSessionLog(session, figureChanges(session, null), [
    sessionAuditPut('session-deleted', actor, presentableLog(session), null, now),
  ]);
  if (!isDeleted) throw conflict(sessionMessages.sessions.changed);
  await recordActivity({
    kind: 'session-deleted',
    message: sessionActivityMessages.sessionDeleted(family.parentName),
    actorId: actor.id,
    subject: { type: 'family', id: family.id },
    now,
  });
  return { message: sessionMessages.sessions.deleted };
}
