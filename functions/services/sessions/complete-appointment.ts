import { brusselsDay, brusselsTime } from '../../../shared/calendar/brussels-time';
import { sessionMessages } from '../../../shared/messages/sessions';
import {
  type CompleteAppointmentBody,
  SESSION_DURATION,
  type SessionLog,
} from '../../../shared/schemas/sessions';
import { notFound, validationError } from '../../domain/errors';
import { type EventRecord, getEvent } from '../../repositories/calendar';
import type { Actor } from '../auth/sessions';
import { visibleCalendar } from '../calendar/calendar-access';
import { allOccurrences, loadRecurrence } from '../calendar/recurrence';
import { createSession } from './create-session';

const m = sessionMessages.sessions;
const refuse = (path: string, message: string) => validationError(message, [{ path, message }]);

/** When the appointment (the occurrence of a series on `day`) starts and ends, or null when it has no such date. */
export async function appointmentTimes(
  event: EventRecord,
  day: string,
): Promise<{ start: Date; end: Date } | null> {
  if (!event.recurrence) {
    return brusselsDay(event.startDate) === day
      ? { start: new Date(event.startDate), end: new Date(event.endDate) }
      : null;
  }
  if (event.exdates.includes(day)) return null;
  await loadRecurrence();
  const occurrence = allOccurrences({ ...event, recurrence: event.recurrence }).find(
    (each) => each.day === day,
  );
  return occurrence ? { start: occurrence.start, end: occurrence.end } : null;
}

/**
 * Completes an appointment with a family into a session in one step: an appointment in a calendar the
 * caller does not see is a 404; one without a family, on a date it does not have, or still to come is
 * refused. The session is written with the appointment's marker in one transaction, so the same
 * appointment never becomes two sessions.
 */
export async function completeAppointment(
  actor: Actor,
  body: CompleteAppointmentBody,
  now: Date,
): Promise<SessionLog> {
  const event = await getEvent(body.eventId);
  if (!event) throw notFound(m.appointmentNotFound);
  await visibleCalendar(actor, event.calendarId, m.appointmentNotFound);
  if (event.familyId === null) throw refuse('eventId', m.appointmentWithoutFamily);
  const times = await appointmentTimes(event, body.occurrence);
  if (!times) throw refuse('occurrence', m.occurrenceInvalid);
  if (times.start.getTime() > now.getTime()) throw refuse('occurrence', m.appointmentNotYet);
  const length = Math.round((times.end.getTime() - times.start.getTime()) / 60_000);
  const { eventId, occurrence, durationMinutes, ...fields } = body;
  return createSession(
    actor,
    {
      ...fields,
      familyId: event.familyId,
      date: occurrence,
      startTime: brusselsTime(times.start),
      durationMinutes:
        durationMinutes ?? Math.min(SESSION_DURATION.max, Math.max(SESSION_DURATION.min, length)),
    },
    now,
    { eventId, occurrence },
  );
}
