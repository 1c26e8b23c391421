import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { declarationRoutes } from '../../../../../shared/routes/declarations';
import type { RouteBodyInput } from '../../../../../shared/routes/define';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { invalidateDeclarations } from './declaration-keys';

/**
 * What the dialog sends (the body schema's input): amounts and kilometres as decimal strings; for
 * an expense `receiptUploadId` is a confirmed upload, null to remove the receipt, absent to leave it.
 */
export type DeclarationInput = RouteBodyInput<typeof declarationRoutes.create>;

export function createDeclaration(body: DeclarationInput) {
  return callRoute(apiRoutes.declarations.create, { body });
}

export function useCreateDeclaration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeclarationInput) => createDeclaration(body),
    onSuccess: () => invalidateDeclarations(queryClient),
  });
}
