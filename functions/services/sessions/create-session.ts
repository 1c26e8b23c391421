import { sessionActivityMessages } from '../../../shared/messages/sessions';
import type { CreateSessionLogBody, SessionAppointment, SessionLog } from '../../../shared/schemas/sessions';
import { conflict } from '../../domain/errors';
import {
  getCompletedAppointment,
  getSessionLog,
  insertSessionLog,
  presentableLog,
} from '../../repositories/session-logs';
import { recordActivity } from '../activity/record-activity';
import type { Actor } from '../auth/sessions';
import { familyForSessions } from './session-access';
import { sessionAuditPut } from './session-audit';
import { figureChanges } from './session-figures';
import { assertSessionInput } from './session-input';

/**
 * Logs a session of a family the caller may log for. From an appointment (`appointment`), the session
 * is written with the appointment's marker in one transaction: a second completion of the same
 * appointment answers the session the first one made, and writes nothing.
 */
export async function createSession(
  actor: Actor,
  body: CreateSessionLogBody,
  now: Date,
  appointment: SessionAppointment | null = null,
): Promise<SessionLog> {
  const family = await familyForSessions(actor, body.familyId);
  await assertSessionInput(body);
  const input = { ...body, appointment, school: family.school, createdBy: actor.id };
  const result = await insertSessionLog(input, now, figureChanges(null, input), (record) => [
    sessionAuditPut('session-created', actor, null, presentableLog(record), now),
  ]);
  if (result === 'completed') return completedEarlier(appointment);
  await recordActivity({
    kind: 'session-logged',
    message: sessionActivityMessages.sessionLogged(family.parentName),
    actorId: actor.id,
    subject: { type: 'family', id: family.id },
    now,
  });
  return presentableLog(result);
}

async function completedEarlier(appointment: SessionAppointment | null): Promise<SessionLog> {
  const id = appointment ? await getCompletedAppointment(appointment.eventId, appointment.occurrence) : null;
  const earlier = id === null ? null : await getSessionLog(id);
  if (!earlier) throw conflict();
  return presentableLog(earlier);
}
