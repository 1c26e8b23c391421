import { useInfiniteQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { pagedListQueryOptions, pageParams } from '../../../lib/api/paged-list';
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
    query: { ...query, ...pageParams(options.cursor, AUDIT_PAGE_SIZE) },
    signal: options.signal,
  });
}

export const auditPagesQueryOptions = (filters: AuditFilters) =>
  pagedListQueryOptions(auditKeys.list(filters), (cursor, signal) =>
    getAuditPage(filters, { cursor, signal }),
  );

export function useAuditPages(filters: AuditFilters) {
  return useInfiniteQuery(auditPagesQueryOptions(filters));
}
