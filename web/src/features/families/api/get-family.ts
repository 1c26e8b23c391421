import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { familyKeys } from './family-keys';

/** GET /api/families/{id}: a family the caller may not see answers 404 (ARCHITECTURE §6). */
export function getFamily(id: number, signal?: AbortSignal) {
  return callRoute(apiRoutes.families.get, { params: { id }, signal });
}

export const familyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: familyKeys.detail(id),
    queryFn: ({ signal }) => getFamily(id, signal),
  });

/** The family a link names (`?family=<id>`); nothing is asked without an id. */
export function useLinkedFamily(id: number | null) {
  return useQuery({ ...familyQueryOptions(id ?? 0), enabled: id !== null });
}
