import { notificationRoutes } from '../../../shared/routes/dashboard';
import { createHandler } from '../../http/create-handler';
import { readNotificationFor } from '../../services/notifications/notification-bell';

export const handler = createHandler(notificationRoutes.read, ({ actor, params, now }) =>
  readNotificationFor(actor, params.id, now),
);
