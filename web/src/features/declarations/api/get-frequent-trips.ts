import { queryOptions, useQuery } from '@tanstack/react-query';
import { FREQUENT_TRIPS_SOURCE_LIMIT, frequentTrips } from '../lib/frequent-trips';
import { declarationKeys } from './declaration-keys';
import { getDeclarationsPage } from './get-declarations';

/**
 * The volunteer's frequent trips (issue 35 step 2), from the first page of the declarations list:
 * for anyone but a reviewer that page holds only their own, newest first. Under `declarationKeys`,
 * so a new declaration refreshes it.
 */
export const frequentTripsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...declarationKeys.all, 'frequent-trips', { userId }] as const,
    queryFn: async ({ signal }) => {
      const page = await getDeclarationsPage(null, { limit: FREQUENT_TRIPS_SOURCE_LIMIT, signal });
      return frequentTrips(page.items, userId);
    },
  });

export function useFrequentTrips(userId: number) {
  return useQuery(frequentTripsQueryOptions(userId));
}
