import { useInfiniteQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { pagedListQueryOptions, pageParams } from '../../../lib/api/paged-list';
import { apiRoutes } from '../../../lib/api/routes';
import { emailKeys } from './email-keys';

export const EMAIL_LOG_PAGE_SIZE = 25;

/** The mail log, newest first, a page at a time; refreshed while rows wait in the queue. */
export function useEmailLogs() {
  return useInfiniteQuery({
    ...pagedListQueryOptions(emailKeys.logs(), (cursor, signal) =>
      callRoute(apiRoutes.email.logs, { query: pageParams(cursor, EMAIL_LOG_PAGE_SIZE), signal }),
    ),
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.items.some((row) => row.status === 'pending'))
        ? 2000
        : false,
  });
}
