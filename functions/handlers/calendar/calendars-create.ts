import { calendarRoutes } from '../../../shared/routes/calendar';
import { createHandler } from '../../http/create-handler';
import { createCalendar } from '../../services/calendar/create-calendar';

export const handler = createHandler(calendarRoutes.create, ({ actor, body, now }) =>
  createCalendar(actor, body, now),
);
