import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { type AuditFilters, auditKeys } from './audit-keys';

/** Rows per "Meer laden". */
export const AUDIT_PAGE_SIZE = 50;

/** One page of the audit trail with the screen's filters, newest first. */
export function getAuditPage(
  filters: AuditFilters,
  options: { cursor?: string | undefined; signal?: AbortSignal } = {},
) {
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
  return callRoute(apiRoutes.audit.list, {
    query: { ...query, limit: AUDIT_PAGE_SIZE, ...(options.cursor ? { cursor: options.cursor } : {}) },
    signal: options.signal,
  });
}

export const auditPagesQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getAuditPage(filters, { cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useAuditPages(filters: AuditFilters) {
  return useInfiniteQuery(auditPagesQueryOptions(filters));
}
