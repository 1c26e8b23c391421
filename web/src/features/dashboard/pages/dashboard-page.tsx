import { Card } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { can, type Principal } from '../../../../../shared/permissions';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { useRecentRegistrations } from '../../../lib/recent-registrations';
import { useStatistics } from '../../../lib/statistics';
import { MonthlyOverviewCard } from '../components/monthly-overview-card';
import { QuickActionsCard } from '../components/quick-actions-card';
import { StatisticCards } from '../components/statistic-cards';
import { ThankYouCard } from '../components/thank-you-card';
import { isFirstSignIn, WelcomeHeader } from '../components/welcome-header';
import './dashboard-page.css';
import { LoadError } from '../components/load-error';
import {
  MyFamiliesCard,
  MyOpenDeclarationsCard,
  QuickDeclarationActions,
  SubmitDeclarationAction,
} from '../components/my-work-cards';

// Staff cards: a volunteer's dashboard does not load them (issue 35, the volunteer's phone).
const NewRegistrationsCard = lazy(() =>
  import('../components/new-registrations-card').then((m) => ({ default: m.NewRegistrationsCard })),
);
const RecentActivitiesCard = lazy(() =>
  import('../components/recent-activities-card').then((m) => ({ default: m.RecentActivitiesCard })),
);

/** Users without any staff view (volunteers, homework coaches): their own work comes first. */
function hasOwnWorkFirst(user: Principal): boolean {
  return !can(user, 'viewActivities') && !can(user, 'reviewDeclarations') && !can(user, 'manageFamilies');
}

type DashboardPageProps = {
  /** The notification bell beside the welcome line; the app passes it in. */
  bell?: ReactNode;
  /** What must be seen first (unread urgent news), under the welcome line. */
  banner?: ReactNode;
  /** Sessions and hours of this year (issue 33), from the sessions feature; the app passes it in. */
  hours?: ReactNode;
};

/**
 * The dashboard at / (spec §2): the four statistic cards and the monthly overview for everyone signed
 * in (ARCHITECTURE §11); volunteers and homework coaches see their own tasks above them.
 */
export function DashboardPage({ bell = null, banner = null, hours = null }: DashboardPageProps) {
  const user = useCurrentUser();
  const canManageFamilies = can(user, 'manageFamilies');
  const canViewActivities = can(user, 'viewActivities');
  const isOwnWorkFirst = hasOwnWorkFirst(user);
  const statistics = useStatistics();
  const registrations = useRecentRegistrations(canManageFamilies);

  return (
    <div className="stack">
      {/* On a phone the volunteer's quick trip and expense come before anything else (issue 35). */}
      {isOwnWorkFirst && <QuickDeclarationActions />}
      <WelcomeHeader firstName={user.firstName} firstSignIn={isFirstSignIn(user)} bell={bell} />
      {banner}

      {isOwnWorkFirst && (
        <>
          <div className="dashboard__first-task">
            <SubmitDeclarationAction />
          </div>
          <div className="dashboard__own-work">
            <MyOpenDeclarationsCard />
            {can(user, 'viewFamilies') && <MyFamiliesCard />}
          </div>
        </>
      )}

      {hours}

      {statistics.isError && (
        <LoadError error={statistics.error} fallback="De cijfers konden niet worden geladen." />
      )}
      <StatisticCards statistics={statistics.data} isLoading={statistics.isPending && !statistics.isError} />

      <div className="dashboard__columns">
        <div className="stack">
          <Suspense fallback={<Card className="dashboard-card" loading />}>
            {canManageFamilies && (
              <NewRegistrationsCard
                registrations={registrations.data}
                isLoading={registrations.isPending}
                error={registrations.error}
              />
            )}
            {canViewActivities ? <RecentActivitiesCard /> : <ThankYouCard firstName={user.firstName} />}
          </Suspense>
        </div>
        <div className="stack">
          <QuickActionsCard
            user={user}
            pendingDeclarations={isOwnWorkFirst ? null : (statistics.data?.pendingDeclarations ?? null)}
          />
          <MonthlyOverviewCard
            month={statistics.data?.month}
            isLoading={statistics.isPending && !statistics.isError}
          />
        </div>
      </div>
    </div>
  );
}
