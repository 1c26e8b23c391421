import { queryOptions } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { notificationKeys } from './notification-keys';

/** GET /api/notifications: the caller's newest notifications and the unread count (every signed-in user's own). */
export function getNotifications(signal?: AbortSignal) {
  return callRoute(apiRoutes.notifications.list, { signal });
}

/**
 * Without polling: only the notification watcher (mounted once in the shell) polls, so a page
 * showing two bells still asks the server once every 30 s.
 */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => getNotifications(signal),
  });
