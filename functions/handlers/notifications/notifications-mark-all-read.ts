import { notificationRoutes } from '../../../shared/routes/dashboard';
import { createHandler } from '../../http/create-handler';
import { markAllReadFor } from '../../services/notifications/notification-bell';

export const handler = createHandler(notificationRoutes.markAllRead, ({ actor, now }) =>
  markAllReadFor(actor, now),
);
