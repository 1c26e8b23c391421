import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { notificationsQueryOptions } from '../api/get-notifications';
import { useOpenNotification } from '../lib/use-open-notification';
import './notifications.css';

/**
 * Issue 37: urgent news stays on the dashboard until it is read. It shows the unread urgent-news
 * notifications of the caller's bell (the server put them there for the message's target roles);
 * opening one marks it read and goes to the message, and the banner goes with it.
 */
export function UrgentNewsBanner() {
  // The watcher in the shell keeps the list fresh; the banner reads what it has.
  const notifications = useQuery({ ...notificationsQueryOptions(), refetchOnMount: false });
  const openNotification = useOpenNotification();
  const urgent = (notifications.data?.notifications ?? []).filter(
    (notification) => notification.type === 'nieuws' && !notification.isRead,
  );
  if (urgent.length === 0) return null;
  return (
    <section aria-label="Urgent nieuws" className="urgent-news">
      {urgent.map((notification) => (
        <Alert
          key={notification.id}
          type="warning"
          showIcon
          role="alert"
          title={notification.title}
          description={notification.message}
          action={
            <Button size="small" type="primary" onClick={() => openNotification(notification)}>
              Bericht lezen
            </Button>
          }
        />
      ))}
    </section>
  );
}
