import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { type FamilyFilters, familyKeys } from './family-keys';

/** GET /api/families (spec §7); volunteers get only their assigned families from the server. */
export function getFamilies(filters: FamilyFilters, signal?: AbortSignal) {
  return callRoute(apiRoutes.families.list, {
    query: { status: filters.status ?? undefined, search: filters.search || undefined },
    signal,
  });
}

export const familiesQueryOptions = (filters: FamilyFilters) =>
  queryOptions({
    queryKey: familyKeys.list(filters),
    queryFn: ({ signal }) => getFamilies(filters, signal),
  });

export function useFamilies(filters: FamilyFilters) {
  // The previous rows stay while a new search loads, so the table does not flash empty.
  return useQuery({ ...familiesQueryOptions(filters), placeholderData: keepPreviousData });
}
