import { notificationRoutes } from '../../../shared/routes/dashboard';
import { createHandler } from '../../http/create-handler';
import { listNotificationsFor } from '../../services/notifications/notification-bell';

export const handler = createHandler(notificationRoutes.list, ({ actor, now }) =>
  listNotificationsFor(actor, now),
);
