import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';

/**
 * The user directory (GET /api/users, open to every signed-in user): the names of assigned
 * volunteers in the table, and the active users a manager may assign.
 */
export function getPeople(signal?: AbortSignal) {
  return callRoute(apiRoutes.users.list, { query: {}, signal });
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
