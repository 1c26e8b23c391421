import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserBody } from '../../../../../shared/schemas/users';
import { callRoute } from '../../../lib/api/client';
import { useIdempotencyKey } from '../../../lib/api/idempotency';
import { apiRoutes } from '../../../lib/api/routes';
import { invalidateVolunteerLists } from './volunteer-keys';

export function createVolunteer(body: CreateUserBody, idempotencyKey?: string) {
  return callRoute(apiRoutes.users.create, { body, idempotencyKey });
}

export function useCreateVolunteer() {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: CreateUserBody) => createVolunteer(body, idempotency.current()),
    onSuccess: () => {
      idempotency.rotate();
      return invalidateVolunteerLists(queryClient);
    },
  });
}
