import { calendarAccess } from '../../../shared/policies/calendar';
import { getCalendars, listMemberCalendarIds } from '../../repositories/calendar';
import type { Actor } from '../auth/sessions';
import { presentCalendar, type VisibleCalendar } from './calendar-access';

/** The calendars the caller may see: owned, shared with them and public, each with its access level. */
export async function visibleCalendars(
  actor: Pick<Actor, 'id' | 'role' | 'type'>,
): Promise<VisibleCalendar[]> {
  const calendars = await getCalendars(await listMemberCalendarIds(actor.id));
  return calendars.flatMap((calendar) => {
    const access = calendarAccess(actor, calendar);
    return access ? [{ calendar, access }] : [];
  });
}

export async function listCalendars(actor: Actor) {
  const visible = await visibleCalendars(actor);
  return {
    items: visible.map(({ calendar, access }) => presentCalendar(calendar, access)),
    nextCursor: null,
  };
}
