import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { invalidateFamilies } from './family-keys';

export function deleteFamily(id: number) {
  return callRoute(apiRoutes.families.remove, { params: { id } });
}

export function useDeleteFamily() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteFamily, onSuccess: () => invalidateFamilies(queryClient) });
}
