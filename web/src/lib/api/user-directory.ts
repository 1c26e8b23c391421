import { MAX_PAGE_SIZE } from '../../../../shared/constants';
import type { User } from '../../../../shared/schemas/users';
import { callRoute } from './client';
import { fetchAllPages, pageParams } from './paged-list';
import { apiRoutes } from './routes';

/**
 * The whole user directory (GET /api/users, open to every signed-in user), every page of at most
 * 200 names: the names shown next to families and in the audit filters.
 */
export function getUserDirectory(signal?: AbortSignal): Promise<User[]> {
  return fetchAllPages((cursor) =>
    callRoute(apiRoutes.users.list, { query: pageParams(cursor, MAX_PAGE_SIZE), signal }),
  );
}
