import { calendarRoutes } from '../../../shared/routes/calendar';
import { createHandler } from '../../http/create-handler';
import { updateCalendar } from '../../services/calendar/update-calendar';

export const handler = createHandler(calendarRoutes.update, ({ actor, params, body, now }) =>
  updateCalendar(actor, params.id, body, now),
);
