import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQueries } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { type DeclarationStatusFilter, declarationKeys } from './declaration-keys';

/** Rows per "Meer laden". */
export const DECLARATIONS_PAGE_SIZE = 50;
/** A tab's count is exact up to this many; above it the tab says "100+". */
export const DECLARATION_COUNT_LIMIT = 100;

/**
 * One page of the declarations the caller may see (reviewers: all; anyone else: their own), of one
 * status or all, newest date first; `cursor` is the previous page's `nextCursor`.
 */
export function getDeclarationsPage(
  status: DeclarationStatusFilter,
  options: { cursor?: string | undefined; limit?: number; signal?: AbortSignal } = {},
) {
  return callRoute(apiRoutes.declarations.list, {
    query: {
      ...(status ? { status } : {}),
      limit: options.limit ?? DECLARATIONS_PAGE_SIZE,
      ...(options.cursor ? { cursor: options.cursor } : {}),
    },
    signal: options.signal,
  });
}

export const declarationPagesQueryOptions = (status: DeclarationStatusFilter) =>
  infiniteQueryOptions({
    queryKey: declarationKeys.list(status),
    queryFn: ({ pageParam, signal }) => getDeclarationsPage(status, { cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** The tab's declarations, a page at a time ("Meer laden" fetches the next). */
export function useDeclarationPages(status: DeclarationStatusFilter) {
  return useInfiniteQuery(declarationPagesQueryOptions(status));
}

export type DeclarationCount = { count: number; isAtLeast: boolean };

const countQueryOptions = (status: DeclarationStatusFilter) =>
  queryOptions({
    queryKey: declarationKeys.count(status),
    queryFn: async ({ signal }): Promise<DeclarationCount> => {
      const page = await getDeclarationsPage(status, { limit: DECLARATION_COUNT_LIMIT, signal });
      return { count: page.items.length, isAtLeast: page.nextCursor !== null };
    },
  });

/** The count on each tab: one bounded first page per status, never the whole list. */
export function useDeclarationCounts(statuses: readonly DeclarationStatusFilter[]) {
  return useQueries({ queries: statuses.map(countQueryOptions) });
}
