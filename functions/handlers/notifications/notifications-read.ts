import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { readNotificationFor } from '../../services/notifications/notification-bell';

export const handler = createHandler(routes.notifications.read, ({ actor, params, now }) =>
  readNotificationFor(actor, params.id, now),
);
