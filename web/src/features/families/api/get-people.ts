import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserDirectory } from '../../../lib/api/user-directory';

/**
 * The user directory: the names of assigned volunteers in the table, and the active users a
 * manager may assign.
 */
export const peopleQueryOptions = () =>
  queryOptions({
    // Under 'users', so a change in the volunteer screen refreshes the names here too.
    queryKey: ['users', 'directory'] as const,
    queryFn: ({ signal }) => getUserDirectory(signal),
  });

export function usePeople() {
  return useQuery(peopleQueryOptions());
}
