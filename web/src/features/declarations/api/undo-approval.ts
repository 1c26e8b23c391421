import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { invalidateDeclarations } from './declaration-keys';

/** Within 10 s of approving, the reviewer moves the declaration back to where it was. */
export function undoApproval({ id, expectedVersion }: { id: number; expectedVersion: number }) {
  return callRoute(apiRoutes.declarations.undoApproval, { params: { id }, body: { expectedVersion } });
}

export function useUndoApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoApproval,
    onSuccess: () => invalidateDeclarations(queryClient),
  });
}
