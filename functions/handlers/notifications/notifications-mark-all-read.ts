import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { markAllReadFor } from '../../services/notifications/notification-bell';

export const handler = createHandler(routes.notifications.markAllRead, ({ actor, now }) =>
  markAllReadFor(actor, now),
);
