import { calendarRoutes } from '../../../shared/routes/calendar';
import { createHandler } from '../../http/create-handler';
import { revokeFeed } from '../../services/calendar/feed-link';

export const handler = createHandler(calendarRoutes.revokeFeed, ({ actor }) => revokeFeed(actor));
