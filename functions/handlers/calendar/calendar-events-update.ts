import { calendarRoutes } from '../../../shared/routes/calendar';
import { createHandler } from '../../http/create-handler';
import { updateEvent } from '../../services/calendar/update-event';

export const handler = createHandler(calendarRoutes.updateEvent, ({ actor, params, query, body, now }) =>
  updateEvent(actor, params.id, body, query.occurrence, now),
);
