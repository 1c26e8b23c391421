import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/** One page of a list route (`pageOf` in shared/schemas/common): `nextCursor` is null on the last page. */
export type ListPage<T> = { items: T[]; nextCursor: string | null };

/** A tab's or a footer's count from one bounded page: exact unless `isAtLeast` ("100+"). */
export type BoundedCount = { count: number; isAtLeast: boolean };

/** The paging part of a list request: `cursor` only after the first page. */
export function pageParams(cursor: string | undefined, limit: number) {
  return { limit, ...(cursor ? { cursor } : {}) };
}

/** A staff list's status tab and search box as query parameters, with its page. */
export function filteredPageParams<TStatus extends string>(
  filters: { status: TStatus | null; search: string },
  cursor: string | undefined,
  limit: number,
) {
  return {
    status: filters.status ?? undefined,
    search: filters.search || undefined,
    ...pageParams(cursor, limit),
  };
}

/** A list read a page at a time ("Meer laden" fetches the next), for `useInfiniteQuery`. */
export function pagedListQueryOptions<TKey extends QueryKey, TPage extends ListPage<unknown>>(
  queryKey: TKey,
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<TPage>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** Counts a bounded first page: never the whole list. */
export async function countFirstPage(firstPage: Promise<ListPage<unknown>>): Promise<BoundedCount> {
  const page = await firstPage;
  return { count: page.items.length, isAtLeast: page.nextCursor !== null };
}

/** Every item of a list, following `nextCursor` page after page. */
export async function fetchAllPages<T>(
  fetchPage: (cursor: string | undefined) => Promise<ListPage<T>>,
): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await fetchPage(cursor);
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return items;
}
