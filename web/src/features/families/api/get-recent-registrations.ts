import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { familyKeys } from './family-keys';

/** GET /api/families/recent: registrations of the last 7 days still in behandeling (managers only). */
export function getRecentRegistrations(signal?: AbortSignal) {
  return callRoute(apiRoutes.families.recent, { signal });
}

export const recentRegistrationsQueryOptions = () =>
  queryOptions({
    queryKey: familyKeys.recent(),
    queryFn: ({ signal }) => getRecentRegistrations(signal),
  });

export function useRecentRegistrations(enabled: boolean) {
  return useQuery({ ...recentRegistrationsQueryOptions(), enabled });
}
