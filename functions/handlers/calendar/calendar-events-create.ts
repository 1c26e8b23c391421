import { calendarRoutes } from '../../../shared/routes/calendar';
import { createHandler } from '../../http/create-handler';
import { createEvent } from '../../services/calendar/create-event';

export const handler = createHandler(calendarRoutes.createEvent, ({ actor, body, now }) =>
  createEvent(actor, body, now),
);
