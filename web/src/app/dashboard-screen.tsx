import { DashboardPage } from '../features/dashboard/pages/dashboard-page';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { UrgentNewsBanner } from '../features/notifications/components/urgent-news-banner';
import { HoursCard } from '../features/sessions/components/hours-card';
import { LawFiguresNotice } from '../features/settings/components/law-figures-notice';

/**
 * The dashboard with the notification bell beside its welcome line (spec §2; every signed-in user's
 * own since issue 37), urgent news above the rest until it is read, and the year's sessions and hours
 * (issue 33), and for admins the volunteer law's missing figures (issue 31). Features do not import each other, so the app puts them together; lazily, like every
 * screen.
 */
export function DashboardScreen() {
  return (
    <DashboardPage
      bell={<NotificationBell placement="bottomLeft" />}
      banner={
        <>
          <LawFiguresNotice />
          <UrgentNewsBanner />
        </>
      }
      hours={<HoursCard year={new Date().getFullYear()} />}
    />
  );
}
