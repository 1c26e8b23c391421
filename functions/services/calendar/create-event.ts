import type { EventBody } from '../../../shared/schemas/calendar';
import { conflict } from '../../domain/errors';
import { allocateEventId, type EventRecord, writeEventChanges } from '../../repositories/calendar';
import type { Actor } from '../auth/sessions';
import { assertAppointmentFamily } from './appointment-family';
import { editableCalendar } from './calendar-access';
import { timingOf } from './event-input';
import { presentEvent } from './present-event';

/** A new appointment or series in a calendar the caller may edit (404 invisible, 403 view only). */
export async function createEvent(actor: Actor, body: EventBody, now: Date) {
  await editableCalendar(actor, body.calendarId);
  await assertAppointmentFamily(actor, body.familyId);
  const at = now.toISOString();
  const event: EventRecord = {
    id: await allocateEventId(),
    calendarId: body.calendarId,
    title: body.title,
    description: body.description,
    location: body.location,
    allDay: body.allDay,
    ...(await timingOf(body)),
    exdates: [],
    detachedIds: [],
    seriesId: null,
    occurrenceDate: null,
    familyId: body.familyId,
    createdBy: actor.id,
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
  if (!(await writeEventChanges([{ previous: null, next: event }]))) throw conflict();
  return presentEvent(event);
}
