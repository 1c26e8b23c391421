import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterFamilyBody } from '../../../../../shared/schemas/families';
import { callRoute } from '../../../lib/api/client';
import { useIdempotencyKey } from '../../../lib/api/idempotency';
import { apiRoutes } from '../../../lib/api/routes';
import { invalidateFamilies } from './family-keys';

/** POST /api/families/register: the in-portal signup form (spec §3, §7). */
export function registerFamily(body: RegisterFamilyBody, idempotencyKey?: string) {
  return callRoute(apiRoutes.families.register, { body, idempotencyKey });
}

export function useRegisterFamily() {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: RegisterFamilyBody) => registerFamily(body, idempotency.current()),
    onSuccess: () => {
      idempotency.rotate();
      return invalidateFamilies(queryClient);
    },
  });
}
