import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterFamilyBody } from '../../../../../shared/schemas/families';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { invalidateFamilies } from './family-keys';

/** POST /api/families/register: the in-portal signup form (spec §3, §7). */
export function registerFamily(body: RegisterFamilyBody) {
  return callRoute(apiRoutes.families.register, { body });
}

export function useRegisterFamily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterFamilyBody) => registerFamily(body),
    onSuccess: () => invalidateFamilies(queryClient),
  });
}
