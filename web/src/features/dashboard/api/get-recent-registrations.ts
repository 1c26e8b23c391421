import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { dashboardKeys } from './dashboard-keys';

/**
 * GET /api/families/recent: registrations of the last 7 days still in behandeling (managers only).
 * The families screen has its own call for the same route; features do not share API files.
 */
export function getRecentRegistrations(signal?: AbortSignal) {
  return callRoute(apiRoutes.families.recent, { signal });
}

export const recentRegistrationsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.recentRegistrations(),
    queryFn: ({ signal }) => getRecentRegistrations(signal),
  });

export function useRecentRegistrations(enabled: boolean) {
  return useQuery({ ...recentRegistrationsQueryOptions(), enabled });
}
