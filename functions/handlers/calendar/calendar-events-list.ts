import { calendarRoutes } from '../../../shared/routes/calendar';
import { createHandler } from '../../http/create-handler';
import { listEvents } from '../../services/calendar/list-events';

export const handler = createHandler(calendarRoutes.listEvents, ({ actor, query }) =>
  listEvents(actor, query),
);
