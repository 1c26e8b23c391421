import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteBodyInput } from '../../../../../shared/routes/define';
import type { familyRoutes } from '../../../../../shared/routes/families';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { invalidateFamilies } from './family-keys';

export type UpdateFamilyInput = { id: number; body: RouteBodyInput<typeof familyRoutes.update> };

/** PUT /api/families/:id with the version the dialog opened, so a lost race answers 409. */
export function updateFamily({ id, body }: UpdateFamilyInput) {
  return callRoute(apiRoutes.families.update, { params: { id }, body });
}

export function useUpdateFamily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFamily,
    onSuccess: (family) => invalidateFamilies(queryClient, family),
  });
}
