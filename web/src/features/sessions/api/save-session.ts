import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteBodyInput } from '../../../../../shared/routes/define';
import type { sessionRoutes } from '../../../../../shared/routes/sessions';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { invalidateSessions } from './session-keys';

export type SessionFields = RouteBodyInput<typeof sessionRoutes.update>;
export type SaveSessionInput =
  | { id: null; body: RouteBodyInput<typeof sessionRoutes.create> }
  | { id: number; body: SessionFields };

/** POST /api/sessions for a new session, PUT /api/sessions/:id (with the version read) for an edit. */
export function saveSession(input: SaveSessionInput) {
  return input.id === null
    ? callRoute(apiRoutes.sessions.create, { body: input.body })
    : callRoute(apiRoutes.sessions.update, { params: { id: input.id }, body: input.body });
}

export function useSaveSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSession, onSuccess: () => invalidateSessions(queryClient) });
}
