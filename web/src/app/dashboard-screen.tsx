import { lazy, Suspense } from 'react';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { UrgentNewsBanner } from '../features/notifications/components/urgent-news-banner';
import { LawFiguresNotice } from '../features/settings/components/law-figures-notice';

// Below the fold on a phone, and the only part of the dashboard drawn with antd's Table (with its
// pagination, select, checkbox, radio and tree: ~90 KB gzip): it loads after the first view.
const HoursCard = lazy(() =>
  import('../features/sessions/components/hours-card').then((m) => ({ default: m.HoursCard })),
);

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
      hours={
        <Suspense fallback={null}>
          <HoursCard year={new Date().getFullYear()} />
        </Suspense>
      }
    />
  );
}
