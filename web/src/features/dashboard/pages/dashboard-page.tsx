import type { ReactNode } from 'react';
import { can } from '../../../../../shared/permissions';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { useStatistics } from '../../../lib/statistics';
import { useRecentRegistrations } from '../../../lib/recent-registrations';
import { MonthlyOverviewCard } from '../components/monthly-overview-card';
import { NewRegistrationsCard } from '../components/new-registrations-card';
import { QuickActionsCard } from '../components/quick-actions-card';
import { RecentActivitiesCard } from '../components/recent-activities-card';
import { StatisticCards } from '../components/statistic-cards';
import { ThankYouCard } from '../components/thank-you-card';
import { WelcomeHeader } from '../components/welcome-header';
import './dashboard-page.css';
import { LoadError } from '../components/load-error';

type DashboardPageProps = {
  /** The notification bell beside the welcome line; the app passes it in for admins and coordinators. */
  bell?: ReactNode;
};

/** The dashboard at / (spec §2). */
export function DashboardPage({ bell = null }: DashboardPageProps) {
  const user = useCurrentUser();
  const canManageFamilies = can(user, 'manageFamilies');
  const canViewActivities = can(user, 'viewActivities');
  const statistics = useStatistics();
  const registrations = useRecentRegistrations(canManageFamilies);

  return (
    <div className="dashboard">
      <WelcomeHeader firstName={user.firstName} bell={bell} />

      {statistics.isError && (
        <LoadError error={statistics.error} fallback="De cijfers konden niet worden geladen." />
      )}
      <StatisticCards statistics={statistics.data} isLoading={statistics.isPending && !statistics.isError} />

      <div className="dashboard__columns">
        <div className="dashboard__column">
          {canManageFamilies && (
            <NewRegistrationsCard
              registrations={registrations.data}
              isLoading={registrations.isPending}
              error={registrations.error}
            />
          )}
          {canViewActivities ? <RecentActivitiesCard /> : <ThankYouCard firstName={user.firstName} />}
        </div>
        <div className="dashboard__column">
          <QuickActionsCard user={user} pendingDeclarations={statistics.data?.pendingDeclarations ?? null} />
          <MonthlyOverviewCard
            month={statistics.data?.month}
            isLoading={statistics.isPending && !statistics.isError}
          />
        </div>
      </div>
    </div>
  );
}
