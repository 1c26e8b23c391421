import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../../../../shared/schemas/common';
import type { User } from '../../../../../shared/schemas/users';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { auditKeys } from './audit-keys';

/** Every user (the directory, all pages), for the actor and target filters. */
export async function getAuditPeople(signal?: AbortSignal): Promise<User[]> {
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

export function useAuditPeople() {
  return useQuery(
    queryOptions({ queryKey: auditKeys.people(), queryFn: ({ signal }) => getAuditPeople(signal) }),
  );
}
