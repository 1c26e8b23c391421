import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { declarationRoutes } from '../../../../../shared/routes/declarations';
import type { RouteBodyInput } from '../../../../../shared/routes/define';
import { callRoute } from '../../../lib/api/client';
import { useIdempotencyKey } from '../../../lib/api/idempotency';
import { apiRoutes } from '../../../lib/api/routes';
import { invalidateDeclarations } from './declaration-keys';

/**
 * What the dialog sends (the body schema's input): amounts and kilometres as decimal strings; for
 * an expense `receiptUploadId` is a confirmed upload, null to remove the receipt, absent to leave it.
 */
export type DeclarationInput = RouteBodyInput<typeof declarationRoutes.create>;

export function createDeclaration(body: DeclarationInput, idempotencyKey?: string) {
  return callRoute(apiRoutes.declarations.create, { body, idempotencyKey });
}

export function useCreateDeclaration() {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: DeclarationInput) => createDeclaration(body, idempotency.current()),
    onSuccess: () => {
      idempotency.rotate();
      return invalidateDeclarations(queryClient);
    },
  });
}
