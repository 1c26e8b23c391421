import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from './api/client';
import { apiRoutes } from './api/routes';

/**
 * GET /api/families/recent: registrations of the last 7 days still in behandeling (managers only).
 * The dashboard and the families screen show the same list, so it is cached once, under the
 * families key: every family change (which invalidates `['families']`) refreshes it for both.
 */
export const recentRegistrationsKeys = { all: ['families', 'recent'] as const };

export function getRecentRegistrations(signal?: AbortSignal) {
  return callRoute(apiRoutes.families.recent, { signal });
}

export const recentRegistrationsQueryOptions = () =>
  queryOptions({
    queryKey: recentRegistrationsKeys.all,
    queryFn: ({ signal }) => getRecentRegistrations(signal),
  });

export function useRecentRegistrations(enabled: boolean) {
  return useQuery({ ...recentRegistrationsQueryOptions(), enabled });
}
