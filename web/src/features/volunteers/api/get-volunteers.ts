import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { countFirstPage, filteredPageParams, pagedListQueryOptions } from '../../../lib/api/paged-list';
import { apiRoutes } from '../../../lib/api/routes';
import { type VolunteerFilters, volunteerKeys } from './volunteer-keys';

/** Rows per "Meer laden". */
export const VOLUNTEERS_PAGE_SIZE = 50;
/** "van Y" is exact up to this many users; above it the footer says "200+". */
export const VOLUNTEER_TOTAL_LIMIT = 200;

/**
 * One page of users. The screen asks role vrijwilliger as spec §7 has it; staff who manage users may
 * pick another role or all roles, since they manage coordinators and board members here too.
 */
export function getVolunteersPage(
  filters: VolunteerFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
  limit = VOLUNTEERS_PAGE_SIZE,
) {
  return callRoute(apiRoutes.users.list, {
    query: { ...filteredPageParams(filters, cursor, limit), role: filters.role ?? undefined },
    signal,
  });
}

export const volunteerPagesQueryOptions = (filters: VolunteerFilters) =>
  pagedListQueryOptions(volunteerKeys.list(filters), (cursor, signal) =>
    getVolunteersPage(filters, cursor, signal),
  );

export function useVolunteerPages(filters: VolunteerFilters) {
  // The previous rows stay while a new search loads, so the table does not flash empty.
  return useInfiniteQuery({ ...volunteerPagesQueryOptions(filters), placeholderData: keepPreviousData });
}

/** How many users of the chosen role there are without the other filters ("Toont X van Y"), from one bounded page. */
export function useVolunteerTotal(role: VolunteerFilters['role']) {
  return useQuery(
    queryOptions({
      queryKey: volunteerKeys.total(role),
      queryFn: ({ signal }) =>
        countFirstPage(
          getVolunteersPage({ role, status: null, search: '' }, undefined, signal, VOLUNTEER_TOTAL_LIMIT),
        ),
    }),
  );
}
