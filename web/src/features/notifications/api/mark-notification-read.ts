import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { notificationsQueryOptions } from './get-notifications';
import { notificationKeys } from './notification-keys';

/** POST /api/notifications/{id}/read. */
export function markNotificationRead(id: number) {
  return callRoute(apiRoutes.notifications.read, { params: { id } });
}

/**
 * The badge drops the moment a notification is opened (the user is already on their way to its
 * link); the next answer from the server settles the real count.
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  const { queryKey } = notificationsQueryOptions();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (current) => {
        if (!current) return current;
        const target = current.notifications.find((notification) => notification.id === id);
        if (!target || target.isRead) return current;
        return {
          notifications: current.notifications.map((notification) =>
            notification.id === id ? { ...notification, isRead: true } : notification,
          ),
          unreadCount: Math.max(0, current.unreadCount - 1),
        };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
