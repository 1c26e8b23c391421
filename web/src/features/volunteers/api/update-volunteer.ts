import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserBody } from '../../../../../shared/schemas/users';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { useAuth } from '../../../lib/auth/auth-context';
import { invalidateVolunteerLists } from './volunteer-keys';

export type UpdateVolunteerInput = { id: number; body: UpdateUserBody };

export function updateVolunteer({ id, body }: UpdateVolunteerInput) {
  return callRoute(apiRoutes.users.update, { params: { id }, body });
}

export function useUpdateVolunteer() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: updateVolunteer,
    onSuccess: (answer, { id }) => {
      // Changing one's own role ended one's own session: a reload now would answer 401 and cut the
      // two seconds of spec §4 short. The sign-out that follows clears every query anyway.
      if (answer.requireRelogin && id === user?.id) return;
      return invalidateVolunteerLists(queryClient);
    },
  });
}
