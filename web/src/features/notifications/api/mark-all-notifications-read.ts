import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { notificationsQueryOptions } from './get-notifications';
import { notificationKeys } from './notification-keys';

/** POST /api/notifications/mark-all-read. */
export function markAllNotificationsRead() {
  return callRoute(apiRoutes.notifications.markAllRead);
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  const { queryKey } = notificationsQueryOptions();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (current) =>
        current
          ? {
              notifications: current.notifications.map((notification) => ({ ...notification, isRead: true })),
              unreadCount: 0,
            }
          : current,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
