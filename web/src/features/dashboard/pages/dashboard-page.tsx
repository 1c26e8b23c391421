import type { ReactNode } from 'react';
import { can, type Principal } from '../../../../../shared/permissions';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { useRecentRegistrations } from '../../../lib/recent-registrations';
import { useStatistics } from '../../../lib/statistics';
import { MonthlyOverviewCard } from '../components/monthly-overview-card';
import { NewRegistrationsCard } from '../components/new-registrations-card';
import { QuickActionsCard } from '../components/quick-actions-card';
import { RecentActivitiesCard } from '../components/recent-activities-card';
import { StatisticCards } from '../components/statistic-cards';
import { ThankYouCard } from '../components/thank-you-card';
import { isFirstSignIn, WelcomeHeader } from '../components/welcome-header';
import './dashboard-page.css';
import { LoadError } from '../components/load-error';
import { MyFamiliesCard, MyOpenDeclarationsCard, SubmitDeclarationAction } from '../components/my-work-cards';

/** Users without any staff view: no figures of the organisation, no review or family management. */
function isVolunteerDashboard(user: Principal): boolean {
  return !can(user, 'viewActivities') && !can(user, 'reviewDeclarations') && !can(user, 'manageFamilies');
}

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

  // Volunteers and homework coaches open on their own tasks, not on the organisation's figures
  // (issue 23 point 3).
  if (isVolunteerDashboard(user)) {
    return (
      <div className="stack">
        <WelcomeHeader firstName={user.firstName} firstSignIn={isFirstSignIn(user)} bell={bell} />
        <div className="dashboard__first-task">
          <SubmitDeclarationAction />
        </div>
        <div className="dashboard__columns">
          <div className="stack">
            <MyOpenDeclarationsCard />
            {can(user, 'viewFamilies') && <MyFamiliesCard />}
          </div>
          <div className="stack">
            <QuickActionsCard user={user} pendingDeclarations={null} />
            <ThankYouCard firstName={user.firstName} />
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="stack">
      <WelcomeHeader firstName={user.firstName} firstSignIn={isFirstSignIn(user)} bell={bell} />

      {statistics.isError && (
        <LoadError error={statistics.error} fallback="De cijfers konden niet worden geladen." />
      )}
      <StatisticCards statistics={statistics.data} isLoading={statistics.isPending && !statistics.isError} />

      <div className="dashboard__columns">
        <div className="stack">
          {canManageFamilies && (
            <NewRegistrationsCard
              registrations={registrations.data}
              isLoading={registrations.isPending}
              error={registrations.error}
            />
          )}
          {canViewActivities ? <RecentActivitiesCard /> : <ThankYouCard firstName={user.firstName} />}
        </div>
        <div className="stack">
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
