import { queryOptions, useInfiniteQuery, useQueries } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import {
  type BoundedCount,
  countFirstPage,
  pagedListQueryOptions,
  pageParams,
} from '../../../lib/api/paged-list';
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
      ...pageParams(options.cursor, options.limit ?? DECLARATIONS_PAGE_SIZE),
    },
    signal: options.signal,
  });
}

export const declarationPagesQueryOptions = (status: DeclarationStatusFilter) =>
  pagedListQueryOptions(declarationKeys.list(status), (cursor, signal) =>
    getDeclarationsPage(status, { cursor, signal }),
  );

/** The tab's declarations, a page at a time ("Meer laden" fetches the next). */
export function useDeclarationPages(status: DeclarationStatusFilter) {
  return useInfiniteQuery(declarationPagesQueryOptions(status));
}

const countQueryOptions = (status: DeclarationStatusFilter) =>
  queryOptions({
    queryKey: declarationKeys.count(status),
    queryFn: ({ signal }): Promise<BoundedCount> =>
      countFirstPage(getDeclarationsPage(status, { limit: DECLARATION_COUNT_LIMIT, signal })),
  });

/** The count on each tab: one bounded first page per status, never the whole list. */
export function useDeclarationCounts(statuses: readonly DeclarationStatusFilter[]) {
  return useQueries({ queries: statuses.map(countQueryOptions) });
}
