import type { CalendarBody } from '../../../shared/schemas/calendar';
import { conflict } from '../../domain/errors';
import { allocateCalendarId, type CalendarRecord, insertCalendar } from '../../repositories/calendar';
import type { Actor } from '../auth/sessions';
import { presentCalendar } from './calendar-access';

/** Spec §6: every user may create calendars; the creator owns it. */
export async function createCalendar(actor: Actor, body: CalendarBody, now: Date) {
  const at = now.toISOString();
  const calendar: CalendarRecord = {
    id: await allocateCalendarId(),
    ...body,
    ownerId: actor.id,
    shares: [],
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
  if (!(await insertCalendar(calendar))) throw conflict();
  return presentCalendar(calendar, 'owner');
}
