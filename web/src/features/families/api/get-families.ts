import { keepPreviousData, queryOptions, useInfiniteQuery, useQueries } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { countFirstPage, filteredPageParams, pagedListQueryOptions } from '../../../lib/api/paged-list';
import { apiRoutes } from '../../../lib/api/routes';
import { type FamilyFilters, familyKeys } from './family-keys';

/** Rows per "Meer laden". */
export const FAMILIES_PAGE_SIZE = 50;
/** A tab's count is exact up to this many; above it the tab says "100+". */
export const FAMILY_COUNT_LIMIT = 100;

/** One page of GET /api/families (spec §7); volunteers get only their assigned families from the server. */
export function getFamiliesPage(
  filters: FamilyFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
  limit = FAMILIES_PAGE_SIZE,
) {
  return callRoute(apiRoutes.families.list, { query: filteredPageParams(filters, cursor, limit), signal });
}

export const familyPagesQueryOptions = (filters: FamilyFilters) =>
  pagedListQueryOptions(familyKeys.list(filters), (cursor, signal) =>
    getFamiliesPage(filters, cursor, signal),
  );

export function useFamilyPages(filters: FamilyFilters) {
  // The previous rows stay while a new search loads, so the table does not flash empty.
  return useInfiniteQuery({ ...familyPagesQueryOptions(filters), placeholderData: keepPreviousData });
}

/** The count on each tab: one bounded first page per tab, never the whole list. */
export function useFamilyCounts(filters: readonly FamilyFilters[]) {
  return useQueries({
    queries: filters.map((filter) =>
      queryOptions({
        queryKey: familyKeys.count(filter),
        queryFn: ({ signal }) =>
          countFirstPage(getFamiliesPage(filter, undefined, signal, FAMILY_COUNT_LIMIT)),
        placeholderData: keepPreviousData,
      }),
    ),
  });
}
