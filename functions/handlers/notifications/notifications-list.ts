import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { listNotificationsFor } from '../../services/notifications/notification-bell';

export const handler = createHandler(routes.notifications.list, ({ actor, now }) =>
  listNotificationsFor(actor, now),
);
