import { calendarRoutes } from '../../../shared/routes/calendar';
import { createHandler } from '../../http/create-handler';
import { deleteEvent } from '../../services/calendar/delete-event';

export const handler = createHandler(calendarRoutes.removeEvent, ({ actor, params, query, now }) =>
  deleteEvent(actor, params.id, query.occurrence, now),
);
