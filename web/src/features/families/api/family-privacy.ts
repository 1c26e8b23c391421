import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { familyKeys, invalidateFamilies } from './family-keys';

const ACCESS_PAGE_SIZE = 10;

/** GET /api/families/{id}/access: who looked at the family, newest first, a page at a time (admins). */
export function useFamilyAccess(id: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...familyKeys.detail(id), 'access'] as const,
    enabled,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(apiRoutes.families.accessLog, {
        params: { id },
        query: { limit: ACCESS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** POST /api/families/{id}/consent: staff record that the family renewed its consent. */
export function useRenewConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, photos }: { id: number; photos: boolean }) =>
      callRoute(apiRoutes.families.renewConsent, { params: { id }, body: { photos } }),
    onSuccess: () => invalidateFamilies(queryClient),
  });
}
