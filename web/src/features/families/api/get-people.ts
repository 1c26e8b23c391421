import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../../../../shared/schemas/common';
import type { User } from '../../../../../shared/schemas/users';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';

/**
 * The user directory (GET /api/users, open to every signed-in user): the names of assigned
 * volunteers in the table, and the active users a manager may assign. The list is paged; the
 * directory follows every page (at most 200 names per request).
 */
export async function getPeople(signal?: AbortSignal): Promise<User[]> {
  const people: User[] = [];
  let cursor: string | undefined;
  do {
    const page = await callRoute(apiRoutes.users.list, {
      query: { limit: MAX_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
      signal,
    });
    people.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return people;
}

export const peopleQueryOptions = () =>
  queryOptions({
    // Under 'users', so a change in the volunteer screen refreshes the names here too.
    queryKey: ['users', 'directory'] as const,
    queryFn: ({ signal }) => getPeople(signal),
  });

export function usePeople() {
  return useQuery(peopleQueryOptions());
}
