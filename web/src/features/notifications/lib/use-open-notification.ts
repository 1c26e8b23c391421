import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Notification } from '../../../../../shared/schemas/dashboard';
import { useToast } from '../../../lib/toast';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { portalPath } from './portal-path';

/** The toast announcing one notification; opening that notification anywhere closes it. */
export const announcementKey = (id: number) => `notification-${id}`;

/**
 * Opening a notification, from the bell, a toast or the desktop: mark it read, then go to its link.
 * Its toast closes too, so nothing keeps announcing what the user is already looking at.
 */
export function useOpenNotification(): (notification: Pick<Notification, 'id' | 'isRead' | 'link'>) => void {
  const navigate = useNavigate();
  const toast = useToast();
  const { mutate: markRead } = useMarkNotificationRead();
  return useCallback(
    (notification) => {
      // The POST goes out first; navigating inside the app does not cancel it.
      if (!notification.isRead) markRead(notification.id);
      toast.dismiss(announcementKey(notification.id));
      navigate(portalPath(notification.link));
    },
    [markRead, navigate, toast],
  );
}
