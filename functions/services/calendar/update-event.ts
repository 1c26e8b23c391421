import { calendarMessages } from '../../../shared/messages/calendar';
import { type EventBody, MAX_DETACHED_PER_SERIES } from '../../../shared/schemas/calendar';
import { conflict, validationError } from '../../domain/errors';
import { allocateEventId, type EventRecord, writeEventChanges } from '../../repositories/calendar';
import type { Actor } from '../auth/sessions';
import { assertAppointmentFamily } from './appointment-family';
import { editableCalendar } from './calendar-access';
import { assertOccurrence, editableEvent } from './event-access';
import { timingOf } from './event-input';
import { presentEvent } from './present-event';

const m = calendarMessages.calendar;

/**
 * Changes an appointment, or a whole series; with `occurrence` only that date of a series, which
 * becomes an appointment of its own (the series skips the date), in the same transaction. Moving it
 * to another calendar needs edit rights there too.
 */
export async function updateEvent(
  actor: Actor,
  id: number,
  body: EventBody,
  occurrence: string | undefined,
  now: Date,
) {
  const event = await editableEvent(actor, id);
  if (body.calendarId !== event.calendarId) await editableCalendar(actor, body.calendarId);
  if (body.familyId !== event.familyId) await assertAppointmentFamily(actor, body.familyId);
  const at = now.toISOString();
  const fields = {
    calendarId: body.calendarId,
    title: body.title,
    description: body.description,
    location: body.location,
    allDay: body.allDay,
    familyId: body.familyId,
  };
  if (occurrence === undefined) {
    const next: EventRecord = {
      ...event,
      ...fields,
      ...(await timingOf(body)),
      exdates: body.recurrence ? event.exdates : [],
      updatedAt: at,
      version: event.version + 1,
    };
    if (!(await writeEventChanges([{ previous: event, next }]))) throw conflict();
    return presentEvent(next);
  }

  await assertOccurrence(event, occurrence);
  if (event.detachedIds.length >= MAX_DETACHED_PER_SERIES)
    throw validationError(m.tooManyDetached, [{ path: 'occurrence', message: m.tooManyDetached }]);
  const detached: EventRecord = {
    id: await allocateEventId(),
    ...fields,
    ...(await timingOf({ ...body, recurrence: null })),
    exdates: [],
    detachedIds: [],
    seriesId: event.id,
    occurrenceDate: occurrence,
    createdBy: actor.id,
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
  const series: EventRecord = {
    ...event,
    exdates: [...event.exdates, occurrence].sort(),
    detachedIds: [...event.detachedIds, detached.id],
    updatedAt: at,
    version: event.version + 1,
  };
  const written = await writeEventChanges([
    { previous: event, next: series },
    { previous: null, next: detached },
  ]);
  if (!written) throw conflict();
  return presentEvent(detached);
}
