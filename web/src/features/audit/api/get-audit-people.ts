import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserDirectory } from '../../../lib/api/user-directory';
import { auditKeys } from './audit-keys';

/** Every user (the directory, all pages), for the actor and target filters. */
export function useAuditPeople() {
  return useQuery(
    queryOptions({ queryKey: auditKeys.people(), queryFn: ({ signal }) => getUserDirectory(signal) }),
  );
}
