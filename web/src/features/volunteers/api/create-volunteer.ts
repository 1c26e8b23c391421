import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserBody } from '../../../../../shared/schemas/users';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { invalidateVolunteerLists } from './volunteer-keys';

export function createVolunteer(body: CreateUserBody) {
  return callRoute(apiRoutes.users.create, { body });
}

export function useCreateVolunteer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserBody) => createVolunteer(body),
    onSuccess: () => invalidateVolunteerLists(queryClient),
  });
}
