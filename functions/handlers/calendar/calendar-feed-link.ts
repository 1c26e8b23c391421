import { calendarRoutes } from '../../../shared/routes/calendar';
import { createHandler } from '../../http/create-handler';
import { feedLink } from '../../services/calendar/feed-link';

export const handler = createHandler(calendarRoutes.feedLink, ({ actor }) => feedLink(actor));
