import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { pagedListQueryOptions, pageParams } from '../../../lib/api/paged-list';
import { apiRoutes } from '../../../lib/api/routes';
import { type NewsCategoryFilter, newsKeys } from './news-keys';

/** Messages per "Meer laden". */
export const NEWS_PAGE_SIZE = 20;

export function getNewsPage(
  category: NewsCategoryFilter,
  options: { cursor?: string | undefined; signal?: AbortSignal } = {},
) {
  return callRoute(apiRoutes.news.list, {
    query: { ...(category ? { category } : {}), ...pageParams(options.cursor, NEWS_PAGE_SIZE) },
    signal: options.signal,
  });
}

/** The messages the user may read (managers: every message), newest first, a page at a time. */
export function useNewsPages(category: NewsCategoryFilter) {
  return useInfiniteQuery(
    pagedListQueryOptions(newsKeys.list(category), (cursor, signal) =>
      getNewsPage(category, { cursor, signal }),
    ),
  );
}

export const newsOverviewQueryOptions = () =>
  queryOptions({
    queryKey: newsKeys.overview(),
    queryFn: ({ signal }) => callRoute(apiRoutes.news.overview, { signal }),
  });

/** The sidebar: overview figures, counts per category and the last news events. */
export const useNewsOverview = () => useQuery(newsOverviewQueryOptions());

/** One message by id (a link from the bell), null while none is asked for. */
export function useNewsMessage(id: number | null) {
  return useQuery({
    queryKey: newsKeys.message(id ?? 0),
    queryFn: ({ signal }) => callRoute(apiRoutes.news.get, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}
