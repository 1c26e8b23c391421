import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQueries,
} from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
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
  return callRoute(apiRoutes.families.list, {
    query: {
      status: filters.status ?? undefined,
      search: filters.search || undefined,
      limit,
      ...(cursor ? { cursor } : {}),
    },
    signal,
  });
}

export const familyPagesQueryOptions = (filters: FamilyFilters) =>
  infiniteQueryOptions({
    queryKey: familyKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getFamiliesPage(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

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
        queryFn: async ({ signal }) => {
          const page = await getFamiliesPage(filter, undefined, signal, FAMILY_COUNT_LIMIT);
          return { count: page.items.length, isAtLeast: page.nextCursor !== null };
        },
        placeholderData: keepPreviousData,
      }),
    ),
  });
}
