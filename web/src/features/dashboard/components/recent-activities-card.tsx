import { Card, Empty, Skeleton, Typography } from 'antd';
import type { RecentActivity } from '../../../../../shared/schemas/dashboard';
import { LoadMoreButton } from '../../../components/load-more-button';
import { formatRelativeTime } from '../../../lib/format';
import { useRecentActivities } from '../api/get-recent-activities';
import { activityIcon } from '../lib/activity-icons';
import { IconBadge } from './icon-badge';
import { LoadError } from './load-error';

/** Spec §2 "Recent activities", for users who may view activities; older pages on request. */
export function RecentActivitiesCard() {
  const activities = useRecentActivities();
  const items = activities.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Card
      title="Recente activiteiten"
      className="dashboard-card"
      role="region"
      aria-label="Recente activiteiten"
    >
      {activities.isPending ? (
        <Skeleton active avatar />
      ) : activities.isError && items.length === 0 ? (
        <LoadError error={activities.error} fallback="De recente activiteiten konden niet worden geladen." />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nog geen activiteiten." />
      ) : (
        <>
          <ul className="activity-list">
            {items.map((activity) => (
              <ActivityItem key={activity.id} activity={activity} />
            ))}
          </ul>
          <LoadMoreButton
            hasMore={activities.hasNextPage}
            isLoading={activities.isFetchingNextPage}
            onLoadMore={() => activities.fetchNextPage()}
          />
        </>
      )}
    </Card>
  );
}

function ActivityItem({ activity }: { activity: RecentActivity }) {
  const Icon = activityIcon(activity.icon);
  const who = [activity.user, activity.family ? `gezin ${activity.family}` : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="activity-item divided-row">
      <IconBadge
        variant="activity"
        icon={<Icon />}
        color={activity.iconColor}
        background={activity.bgColor}
      />
      <div className="activity-item__text">
        <Typography.Text>{activity.message}</Typography.Text>
        <Typography.Text type="secondary" className="activity-item__meta">
          {who && <>{who} · </>}
          <time dateTime={activity.timestamp}>{formatRelativeTime(activity.timestamp)}</time>
        </Typography.Text>
      </div>
    </li>
  );
}
