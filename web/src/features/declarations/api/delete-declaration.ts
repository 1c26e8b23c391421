import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { invalidateDeclarations } from './declaration-keys';

export function deleteDeclaration(id: number) {
  return callRoute(apiRoutes.declarations.remove, { params: { id } });
}

export function useDeleteDeclaration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDeclaration,
    onSuccess: () => invalidateDeclarations(queryClient),
  });
}
