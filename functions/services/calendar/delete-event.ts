import { calendarMessages } from '../../../shared/messages/calendar';
import { conflict } from '../../domain/errors';
import { type EventRecord, getEvents, writeEventChanges } from '../../repositories/calendar';
import type { Actor } from '../auth/sessions';
import { assertOccurrence, editableEvent } from './event-access';

const m = calendarMessages.calendar;

/**
 * Deletes an appointment, or a series with the dates changed on their own; with `occurrence` it
 * cancels only that date of a series ("this session is cancelled").
 */
export async function deleteEvent(actor: Actor, id: number, occurrence: string | undefined, now: Date) {
  const event = await editableEvent(actor, id);
  if (occurrence !== undefined) {
    await assertOccurrence(event, occurrence);
    const next: EventRecord = {
      ...event,
      exdates: [...event.exdates, occurrence].sort(),
      updatedAt: now.toISOString(),
      version: event.version + 1,
    };
    if (!(await writeEventChanges([{ previous: event, next }]))) throw conflict();
    return { message: m.occurrenceCancelled };
  }
  const detached = event.detachedIds.length > 0 ? await getEvents(event.detachedIds) : [];
  const changes = [event, ...detached].map((previous) => ({ previous, next: null }));
  if (!(await writeEventChanges(changes))) throw conflict();
  return { message: m.eventDeleted };
}
