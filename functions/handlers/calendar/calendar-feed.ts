import { calendarRoutes } from '../../../shared/routes/calendar';
import { createHandler } from '../../http/create-handler';
import { reply } from '../../http/reply';
import { calendarFeed } from '../../services/calendar/calendar-feed';

export const handler = createHandler(calendarRoutes.feed, async ({ query }) =>
  reply(await calendarFeed(query.token), {
    raw: true,
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="agenda.ics"',
    },
  }),
);
