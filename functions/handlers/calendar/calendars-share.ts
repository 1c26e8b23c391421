import { calendarRoutes } from '../../../shared/routes/calendar';
import { createHandler } from '../../http/create-handler';
import { shareCalendar } from '../../services/calendar/share-calendar';

export const handler = createHandler(calendarRoutes.share, ({ actor, params, body, now }) =>
  shareCalendar(actor, params.calendarId, body, now),
);
