import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { invalidateVolunteerLists } from './volunteer-keys';

export function deleteVolunteer(id: number) {
  return callRoute(apiRoutes.users.remove, { params: { id } });
}

export function useDeleteVolunteer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVolunteer,
    onSuccess: () => invalidateVolunteerLists(queryClient),
  });
}
