import { useInfiniteQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { pagedListQueryOptions, pageParams } from '../../../lib/api/paged-list';
import { apiRoutes } from '../../../lib/api/routes';
import { accountingKeys, type EntryFilters } from './accounting-keys';

export const ENTRIES_PAGE_SIZE = 50;

export function getEntriesPage(filters: EntryFilters, cursor: string | undefined, signal?: AbortSignal) {
  return callRoute(apiRoutes.accounting.listEntries, {
    query: {
      ...(filters.type ? { type: filters.type } : {}),
      ...(filters.status ? { status: filters.status } : {}),
      ...(filters.category.trim() ? { category: filters.category.trim() } : {}),
      ...(filters.bankAccount.trim() ? { bankAccount: filters.bankAccount.trim() } : {}),
      ...pageParams(cursor, ENTRIES_PAGE_SIZE),
    },
    signal,
  });
}

/** Transactions newest date first, a page at a time ("Meer laden"). */
export function useEntryPages(filters: EntryFilters) {
  return useInfiniteQuery(
    pagedListQueryOptions(accountingKeys.entries(filters), (cursor, signal) =>
      getEntriesPage(filters, cursor, signal),
    ),
  );
}
