import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteBodyInput } from '../../../../../shared/routes/define';
import type { familyRoutes } from '../../../../../shared/routes/families';
import { callRoute } from '../../../lib/api/client';
import { useIdempotencyKey } from '../../../lib/api/idempotency';
import { apiRoutes } from '../../../lib/api/routes';
import { invalidateFamilies } from './family-keys';

export type CreateFamilyInput = RouteBodyInput<typeof familyRoutes.create>;

export function createFamily(body: CreateFamilyInput, idempotencyKey?: string) {
  return callRoute(apiRoutes.families.create, { body, idempotencyKey });
}

export function useCreateFamily() {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: CreateFamilyInput) => createFamily(body, idempotency.current()),
    onSuccess: () => {
      idempotency.rotate();
      return invalidateFamilies(queryClient);
    },
  });
}
