import { calendarMessages } from '../../../shared/messages/calendar';
import { calendarAccess, levelAllows } from '../../../shared/policies/calendar';
import type { Calendar, CalendarAccessLevel } from '../../../shared/schemas/calendar';
import { AppError, notFound } from '../../domain/errors';
import { type CalendarRecord, getCalendar } from '../../repositories/calendar';
import type { Actor } from '../auth/sessions';

const m = calendarMessages.calendar;

export type VisibleCalendar = { calendar: CalendarRecord; access: CalendarAccessLevel };

/** A calendar the caller may see, with what they may do; one they may not see answers 404 like a missing one. */
export async function visibleCalendar(
  actor: Actor,
  id: number,
  missing: string = m.calendarNotFound,
): Promise<VisibleCalendar> {
  const calendar = await getCalendar(id);
  const access = calendar ? calendarAccess(actor, calendar) : null;
  if (!calendar || !access) throw notFound(missing);
  return { calendar, access };
}

/** A calendar whose events the caller may change: 404 when invisible, 403 when only viewed. */
export async function editableCalendar(actor: Actor, id: number, missing: string = m.calendarNotFound) {
  const visible = await visibleCalendar(actor, id, missing);
  if (!levelAllows.editEvents(visible.access)) throw new AppError('FORBIDDEN', m.viewOnly);
  return visible;
}

export function presentCalendar(calendar: CalendarRecord, access: CalendarAccessLevel): Calendar {
  return {
    id: calendar.id,
    name: calendar.name,
    description: calendar.description,
    color: calendar.color,
    isPublic: calendar.isPublic,
    ownerId: calendar.ownerId,
    access,
    shares: levelAllows.manage(access) ? calendar.shares : [],
    createdAt: calendar.createdAt,
    version: calendar.version,
  };
}
