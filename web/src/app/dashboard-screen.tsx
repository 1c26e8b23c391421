import { Card } from 'antd';
import { lazy, Suspense } from 'react';
import { RenderWhenNear } from '../components/render-when-near';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { UrgentNewsBanner } from '../features/notifications/components/urgent-news-banner';
import { LawFiguresNotice } from '../features/settings/components/law-figures-notice';

// Below the fold on a phone, and the only part of the dashboard drawn with antd's Table (with its
// pagination, select, checkbox, radio and tree: ~90 KB gzip): it loads and renders when scrolled
// near, so a phone's first view neither evaluates nor lays out a table it does not show (issue 35).
const HoursCard = lazy(() =>
  import('../features/sessions/components/hours-card').then((m) => ({ default: m.HoursCard })),
);

const HOURS_PLACEHOLDER = <Card size="small" loading />;

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
        <RenderWhenNear placeholder={HOURS_PLACEHOLDER}>
          <Suspense fallback={HOURS_PLACEHOLDER}>
            <HoursCard year={new Date().getFullYear()} />
          </Suspense>
        </RenderWhenNear>
      }
    />
  );
}
