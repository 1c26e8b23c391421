import { calendarRoutes } from '../../../shared/routes/calendar';
import { createHandler } from '../../http/create-handler';
import { renewFeed } from '../../services/calendar/feed-link';

export const handler = createHandler(calendarRoutes.renewFeed, ({ actor, now }) => renewFeed(actor, now));
