import { calendarRoutes } from '../../../shared/routes/calendar';
import { createHandler } from '../../http/create-handler';
import { removeCalendar } from '../../services/calendar/delete-calendar';

export const handler = createHandler(calendarRoutes.remove, ({ actor, params }) =>
  removeCalendar(actor, params.id),
);
