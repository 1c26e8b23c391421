import { calendarRoutes } from '../../../shared/routes/calendar';
import { createHandler } from '../../http/create-handler';
import { listCalendars } from '../../services/calendar/list-calendars';

export const handler = createHandler(calendarRoutes.list, ({ actor }) => listCalendars(actor));
