import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from './api/client';
import { apiRoutes } from './api/routes';

/**
 * GET /api/statistics (spec §7): the sidebar badges and the dashboard read the same counts, so the
 * query lives here rather than in one feature; features invalidate `statisticsKeys.all` after the
 * changes the spec names.
 */
export const statisticsKeys = { all: ['statistics'] as const };

export const statisticsQueryOptions = () =>
  queryOptions({
    queryKey: statisticsKeys.all,
    queryFn: ({ signal }) => callRoute(apiRoutes.dashboard.statistics, { signal }),
  });

export function useStatistics() {
  return useQuery(statisticsQueryOptions());
}
