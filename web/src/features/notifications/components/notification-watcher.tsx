import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useEffect, useEffectEvent } from 'react';
import { IN_APP_NOTIFICATION_TOAST_MS, NOTIFICATION_POLL_MS } from '../../../../../shared/constants';
import type { Notification } from '../../../../../shared/schemas/dashboard';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { useToast } from '../../../lib/toast';
import { notificationsQueryOptions } from '../api/get-notifications';
import { showDesktopNotification } from '../lib/desktop-notifications';
import { takeNewNotifications } from '../lib/newness';
import { useNotificationCenter } from '../lib/notification-center-context';
import { announcementKey, useOpenNotification } from '../lib/use-open-notification';

/** Desktop notifications of this portal replace each other instead of piling up. */
const DESKTOP_TAG = 'vrijwilligersportaal-meldingen';
const SUMMARY_KEY = 'notifications-summary';

/**
 * Polls GET /api/notifications every 30 s (spec §7, the only polling query of the portal) and
 * announces what is new since the last check: one in-app toast of 8 s and, when allowed, a desktop
 * notification. Several at once become one announcement, since only one toast shows at a time.
 */
export function NotificationWatcher() {
  const user = useCurrentUser();
  const toast = useToast();
  const openNotification = useOpenNotification();
  const { setHeaderBellOpen } = useNotificationCenter();
  const { data } = useQuery({
    ...notificationsQueryOptions(),
    refetchInterval: NOTIFICATION_POLL_MS,
    // Desktop notifications are for when staff work in another tab, so polling goes on there.
    refetchIntervalInBackground: true,
  });

  const announce = useEffectEvent((fresh: readonly Notification[]) => {
    const [newest] = fresh;
    if (!newest) return;
    if (fresh.length === 1) {
      const open = () => openNotification(newest);
      toast.notice({
        key: announcementKey(newest.id),
        title: newest.title,
        description: newest.message,
        durationMs: IN_APP_NOTIFICATION_TOAST_MS,
        onOpen: open,
        action: (
          <Button type="primary" size="small">
            Bekijken
          </Button>
        ),
      });
      showDesktopNotification({ title: newest.title, body: newest.message, tag: DESKTOP_TAG, onClick: open });
      return;
    }
    const title = `${fresh.length} nieuwe meldingen`;
    const description = `Nieuwste: ${newest.title}. ${newest.message}`;
    const openBell = () => setHeaderBellOpen(true);
    toast.notice({
      key: SUMMARY_KEY,
      title,
      description,
      durationMs: IN_APP_NOTIFICATION_TOAST_MS,
      onOpen: openBell,
      action: (
        <Button type="primary" size="small">
          Alle meldingen bekijken
        </Button>
      ),
    });
    showDesktopNotification({ title, body: description, tag: DESKTOP_TAG, onClick: openBell });
  });

  useEffect(() => {
    if (!data) return;
    announce(takeNewNotifications(user.id, data.notifications));
  }, [data, user.id]);

  return null;
}
