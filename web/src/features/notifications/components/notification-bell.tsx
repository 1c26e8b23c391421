import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Popover, Tooltip } from 'antd';
import { useState } from 'react';
import { BELL_BADGE_CAP } from '../../../../../shared/constants';
import { BellOutlined } from '../../../components/icons';
import { useToast } from '../../../lib/toast';
import { notificationsQueryOptions } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { requestDesktopPermission } from '../lib/desktop-notifications';
import { useOpenNotification } from '../lib/use-open-notification';
import { NotificationPanel } from './notification-panel';
import './notifications.css';

type NotificationBellProps = {
  /** Controlled from outside (the header's bell, which a toast may open); otherwise it keeps its own state. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Which way the list opens: from the header's right edge leftwards, from the welcome line rightwards. */
  placement?: 'bottomLeft' | 'bottomRight';
};

const badgeText = (count: number) => (count > BELL_BADGE_CAP ? `${BELL_BADGE_CAP}+` : String(count));

/** The bell of every signed-in user (spec §2, issue 37): unread count, the list, mark all read. */
export function NotificationBell({ open, onOpenChange, placement = 'bottomRight' }: NotificationBellProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  const toast = useToast();
  // The watcher in the shell keeps this fresh; a bell mounting later need not ask again.
  const notifications = useQuery({ ...notificationsQueryOptions(), refetchOnMount: false });
  const openNotification = useOpenNotification();
  const markAll = useMarkAllNotificationsRead();

  const unread = notifications.data?.unreadCount ?? 0;
  const label = unread === 0 ? 'Meldingen' : `Meldingen (${badgeText(unread)} ongelezen)`;

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next) void notifications.refetch();
  };

  return (
    <Popover
      open={isOpen}
      onOpenChange={changeOpen}
      trigger="click"
      placement={placement}
      arrow={false}
      styles={{ container: { padding: 0 } }}
      content={
        <NotificationPanel
          notifications={notifications.data?.notifications ?? []}
          unreadCount={unread}
          isLoading={notifications.isPending}
          isError={notifications.isError && !notifications.data}
          isMarkingAll={markAll.isPending}
          onOpen={(notification) => {
            setOpen(false);
            openNotification(notification);
          }}
          onMarkAll={() =>
            markAll.mutate(undefined, {
              onError: (error) =>
                toast.failure(error, 'De meldingen konden niet als gelezen worden gemarkeerd.'),
            })
          }
        />
      }
    >
      <Tooltip title={isOpen ? null : label}>
        {/* The name comes from the button's own (visually hidden) text, so what a screen reader
            says and what a speech user reads on the badge cannot differ (axe label-content-name-mismatch). */}
        <Button
          type="text"
          className="notification-bell"
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          data-unread-count={unread}
          // The browser asks for desktop permission only from a click; opening the bell is the one place staff expect it.
          onClick={requestDesktopPermission}
          icon={
            <Badge count={unread} overflowCount={BELL_BADGE_CAP} size="small" offset={[2, -2]} aria-hidden>
              <BellOutlined className="notification-bell__icon" />
            </Badge>
          }
        >
          {/* the badge shows the count */}
          <span className="notification-bell__label visually-hidden">{label}</span>
        </Button>
      </Tooltip>
    </Popover>
  );
}
