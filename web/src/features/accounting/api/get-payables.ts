import { useInfiniteQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { pagedListQueryOptions, pageParams } from '../../../lib/api/paged-list';
import { apiRoutes } from '../../../lib/api/routes';
import { accountingKeys } from './accounting-keys';

export const PAYABLES_PAGE_SIZE = 50;

/** Under the accounting keys, so every accounting invalidation reloads the payables too. */
export const payablesKey = () => [...accountingKeys.all, 'payables'] as const;

export function getPayablesPage(cursor: string | undefined, signal?: AbortSignal) {
  return callRoute(apiRoutes.bank.listPayables, { query: pageParams(cursor, PAYABLES_PAGE_SIZE), signal });
}

/** Approved declarations waiting for their payment, newest first, a page at a time ("Meer laden"). */
export const usePayablePages = () =>
  useInfiniteQuery(pagedListQueryOptions(payablesKey(), (cursor, signal) => getPayablesPage(cursor, signal)));
