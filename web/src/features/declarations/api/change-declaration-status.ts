import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeclarationStatus } from '../../../../../shared/schemas/declarations';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { invalidateDeclarations } from './declaration-keys';

export type StatusChange = { id: number; status: DeclarationStatus; reviewNotes?: string };

export function changeDeclarationStatus({ id, status, reviewNotes }: StatusChange) {
  return callRoute(apiRoutes.declarations.changeStatus, {
    params: { id },
    body: reviewNotes === undefined ? { status } : { status, reviewNotes },
  });
}

export function useChangeDeclarationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeDeclarationStatus,
    onSuccess: () => invalidateDeclarations(queryClient),
  });
}
