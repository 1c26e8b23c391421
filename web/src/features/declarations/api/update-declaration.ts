import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import type { DeclarationInput } from './create-declaration';
import { invalidateDeclarations } from './declaration-keys';

export function updateDeclaration({ id, body }: { id: number; body: DeclarationInput }) {
  return callRoute(apiRoutes.declarations.update, { params: { id }, body });
}

export function useUpdateDeclaration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeclaration,
    onSuccess: () => invalidateDeclarations(queryClient),
  });
}
