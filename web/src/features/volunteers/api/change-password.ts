import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { invalidateVolunteerLists } from './volunteer-keys';

export type ChangePasswordInput = { id: number; newPassword: string };

export function changePassword({ id, newPassword }: ChangePasswordInput) {
  return callRoute(apiRoutes.users.changePassword, { params: { id }, body: { newPassword } });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => invalidateVolunteerLists(queryClient),
  });
}
