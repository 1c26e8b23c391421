import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { type VolunteerFilters, volunteerKeys } from './volunteer-keys';

/**
 * Every user, not only role vrijwilliger as spec §7 has it: staff manage coordinators and board
 * members through the same screen.
 */
export function getVolunteers(filters: VolunteerFilters, signal?: AbortSignal) {
  return callRoute(apiRoutes.users.list, {
    query: { status: filters.status ?? undefined, search: filters.search || undefined },
    signal,
  });
}

export const volunteersQueryOptions = (filters: VolunteerFilters) =>
  queryOptions({
    queryKey: volunteerKeys.list(filters),
    queryFn: ({ signal }) => getVolunteers(filters, signal),
  });

export function useVolunteers(filters: VolunteerFilters) {
  // The previous rows stay while a new search loads, so the table does not flash empty.
  return useQuery({ ...volunteersQueryOptions(filters), placeholderData: keepPreviousData });
}
