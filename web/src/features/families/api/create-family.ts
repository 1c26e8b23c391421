import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteBodyInput } from '../../../../../shared/routes/define';
import type { familyRoutes } from '../../../../../shared/routes/families';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { invalidateFamilies } from './family-keys';

export type CreateFamilyInput = RouteBodyInput<typeof familyRoutes.create>;

export function createFamily(body: CreateFamilyInput) {
  return callRoute(apiRoutes.families.create, { body });
}

export function useCreateFamily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFamilyInput) => createFamily(body),
    onSuccess: () => invalidateFamilies(queryClient),
  });
}
