import { can } from '../../../shared/permissions';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { HoursCard } from '../features/sessions/components/hours-card';
import { useCurrentUser } from '../lib/auth/auth-context';

/**
 * The dashboard with the notification bell beside its welcome line (spec §2). Features do not
 * import each other, so the app puts the two together; lazily, like every screen.
 */
export function DashboardScreen() {
  const user = useCurrentUser();
  return (
    <DashboardPage
      bell={can(user, 'viewNotifications') ? <NotificationBell placement="bottomLeft" /> : null}
      hours={<HoursCard year={new Date().getFullYear()} />}
    />
  );
}
