import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { dashboardKeys } from './dashboard-keys';

/** GET /api/recent-activities: one page of the activity feed, newest first (users who may view activities). */
export function getRecentActivities(cursor: string | null, signal?: AbortSignal) {
  return callRoute(apiRoutes.dashboard.recentActivities, {
    query: cursor ? { cursor } : {},
    signal,
  });
}

export const recentActivitiesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: dashboardKeys.recentActivities(),
    queryFn: ({ pageParam, signal }) => getRecentActivities(pageParam, signal),
    initialPageParam: null as string | null,
    // null: the server has nothing older.
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export function useRecentActivities() {
  return useInfiniteQuery(recentActivitiesQueryOptions());
}
