import { calendarMessages } from '../../../shared/messages/calendar';
import { notFound } from '../../domain/errors';
import { findFeedUser, listCalendarEvents } from '../../repositories/calendar';
import { getUserAccess } from '../../repositories/calendar-users';
import { hashToken } from '../auth/tokens';
import { type IcsEvent, writeCalendar } from './ics';
import { visibleCalendars } from './list-calendars';
import { allOccurrences, loadRecurrence, rruleText } from './recurrence';

const m = calendarMessages.calendar;
const FEED_NAME = 'Vrijwilligersportaal agenda';

/**
 * The iCalendar text behind a feed URL: every event of the calendars the feed's user may see now
 * (so a share taken away leaves the feed too), series as RRULE with EXDATE for the dates cancelled
 * or changed on their own. An unknown, renewed or revoked secret, or a user no longer active, is 404.
 */
export async function calendarFeed(secret: string): Promise<string> {
  const userId = await findFeedUser(hashToken(secret));
  const user = userId === null ? undefined : (await getUserAccess([userId])).get(userId);
  if (user?.status !== 'active') throw notFound(m.feedNotFound);
  const calendars = await visibleCalendars({ id: user.id, role: user.role, type: user.type ?? null });
  const perCalendar = await Promise.all(
    calendars.map(async ({ calendar }) => ({ calendar, events: await listCalendarEvents(calendar.id) })),
  );
  if (perCalendar.some(({ events }) => events.some((event) => event.recurrence))) await loadRecurrence();
  const events: IcsEvent[] = perCalendar.flatMap(({ calendar, events: records }) =>
    records.map((event) => {
      const series = event.recurrence ? { ...event, recurrence: event.recurrence } : null;
      const cancelled = new Set(event.exdates);
      return {
        uid: `event-${event.id}@vrijwilligersportaal`,
        stamp: new Date(event.updatedAt),
        summary: event.title,
        description: event.description,
        location: event.location,
        start: new Date(event.startDate),
        end: new Date(event.endDate),
        allDay: event.allDay,
        rrule: series ? rruleText(series, event.allDay) : null,
        exdates: series
          ? allOccurrences(series)
              .filter((occurrence) => cancelled.has(occurrence.day))
              .map((occurrence) => occurrence.start)
          : [],
        categories: calendar.name,
      };
    }),
  );
  events.sort((a, b) => a.start.getTime() - b.start.getTime());
  return writeCalendar(FEED_NAME, events);
}
