import { addDays, atBrusselsTime, brusselsDay } from '../../../shared/calendar/brussels-time';
import { canLogSessionsFor } from '../../../shared/policies/sessions';
import type { PlannedSessionList, PlannedSessionsQuery } from '../../../shared/schemas/sessions';
import { getFamilyById } from '../../repositories/families';
import { appointmentKey } from '../../repositories/keys/session-logs';
import { completedAppointmentKeys } from '../../repositories/session-logs';
import type { Actor } from '../auth/sessions';
import { listEvents } from '../calendar/list-events';

/**
 * The appointments with a family in a window (from the Brussels day `from`, `days` long) in the
 * calendars the caller sees, of the families whose sessions they log, that did not become a session
 * yet: a coordinator's week of planned sessions without a log, and a volunteer's appointments to
 * complete.
 */
export async function listPlannedSessions(
  actor: Actor,
  query: PlannedSessionsQuery,
  now: Date,
): Promise<PlannedSessionList> {
  const from = atBrusselsTime(query.from, 0);
  const to = atBrusselsTime(addDays(query.from, query.days), 0);
  const events = await listEvents(actor, { from: from.toISOString(), to: to.toISOString() });
  const linked = events.items.flatMap((event) =>
    event.familyId !== null && (query.familyId === undefined || event.familyId === query.familyId)
      ? [
          {
            event,
            familyId: event.familyId,
            occurrence: event.occurrenceDate ?? brusselsDay(event.startDate),
          },
        ]
      : [],
  );
  const familyIds = [...new Set(linked.map((each) => each.familyId))];
  const families = await Promise.all(familyIds.map((id) => getFamilyById(id)));
  const loggable = new Set(
    families.flatMap((family) => (family && canLogSessionsFor(actor, family) ? [family.id] : [])),
  );
  const candidates = linked.filter((each) => loggable.has(each.familyId));
  const completed = await completedAppointmentKeys(
    candidates.map((each) => ({ eventId: each.event.id, occurrence: each.occurrence })),
  );
  return {
    items: candidates
      .filter((each) => !completed.has(appointmentKey(each.event.id, each.occurrence).pk))
      .map(({ event, familyId, occurrence }) => ({
        eventId: event.id,
        occurrence,
        familyId,
        title: event.title,
        startDate: event.startDate,
        endDate: event.endDate,
        isPast: Date.parse(event.startDate) <= now.getTime(),
      })),
    nextCursor: null,
  };
}
