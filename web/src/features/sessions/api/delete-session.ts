import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { invalidateSessions } from './session-keys';

/** DELETE /api/sessions/:id (coordinators and admins). */
export const deleteSession = (id: number) => callRoute(apiRoutes.sessions.remove, { params: { id } });

export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSession, onSuccess: () => invalidateSessions(queryClient) });
}
