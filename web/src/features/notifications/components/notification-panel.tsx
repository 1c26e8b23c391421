import { Button, Empty, Spin, Typography, theme } from 'antd';
import type { CSSProperties } from 'react';
import type { Notification, NotificationType } from '../../../../../shared/schemas/dashboard';
import {
  EuroOutlined,
  NotificationOutlined,
  SafetyCertificateOutlined,
  UserAddOutlined,
} from '../../../components/icons';
import { formatRelativeTime } from '../../../lib/format';

const TYPE_ICONS: Record<NotificationType, React.ReactNode> = {
  aanmelding: <UserAddOutlined />,
  declaratie: <EuroOutlined />,
  nieuws: <NotificationOutlined />,
  screening: <SafetyCertificateOutlined />,
};

type NotificationPanelProps = {
  notifications: readonly Notification[];
  unreadCount: number;
  isLoading: boolean;
  isError: boolean;
  isMarkingAll: boolean;
  onOpen: (notification: Notification) => void;
  onMarkAll: () => void;
};

export function NotificationPanel({
  notifications,
  unreadCount,
  isLoading,
  isError,
  isMarkingAll,
  onOpen,
  onMarkAll,
}: NotificationPanelProps) {
  const { token } = theme.useToken();
  const colors = {
    '--notification-unread-bg': token.colorPrimaryBg,
    '--notification-hover-bg': token.controlItemBgHover,
    '--notification-accent': token.colorPrimary,
    '--notification-border': token.colorBorderSecondary,
  } as CSSProperties;

  return (
    <section className="notification-panel" aria-label="Meldingen" style={colors}>
      <header className="notification-panel__header">
        <span className="notification-panel__title">
          <Typography.Text strong>Meldingen</Typography.Text>
          {unreadCount > 0 && (
            <span className="notification-panel__count" style={{ background: token.colorPrimary }}>
              {unreadCount} ongelezen
            </span>
          )}
        </span>
        <Button
          type="link"
          size="small"
          disabled={unreadCount === 0}
          loading={isMarkingAll}
          onClick={onMarkAll}
        >
          Alles als gelezen markeren
        </Button>
      </header>
      {isLoading ? (
        <div className="notification-panel__state">
          <Spin />
        </div>
      ) : isError ? (
        <Typography.Text type="danger" className="notification-panel__state">
          De meldingen konden niet worden geladen.
        </Typography.Text>
      ) : notifications.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="Geen meldingen"
          className="notification-panel__state"
        />
      ) : (
        <ul className="notification-panel__list">
          {notifications.map((notification) => (
            <li key={notification.id}>
              <button
                type="button"
                className="notification-item"
                data-unread={!notification.isRead || undefined}
                onClick={() => onOpen(notification)}
              >
                <span className="notification-item__icon" aria-hidden>
                  {TYPE_ICONS[notification.type]}
                </span>
                <span className="notification-item__text">
                  <Typography.Text strong={!notification.isRead} className="notification-item__title">
                    {notification.title}
                    {!notification.isRead && <span className="visually-hidden"> (ongelezen)</span>}
                  </Typography.Text>
                  <Typography.Text type="secondary" className="notification-item__message">
                    {notification.message}
                  </Typography.Text>
                  <Typography.Text type="secondary" className="notification-item__time">
                    <time dateTime={notification.createdAt}>
                      {formatRelativeTime(notification.createdAt)}
                    </time>
                  </Typography.Text>
                </span>
                {!notification.isRead && <span className="notification-item__dot" aria-hidden />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
