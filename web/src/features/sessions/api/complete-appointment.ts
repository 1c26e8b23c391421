import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteBodyInput } from '../../../../../shared/routes/define';
import type { sessionRoutes } from '../../../../../shared/routes/sessions';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { invalidateSessions } from './session-keys';

export type CompleteAppointmentInput = RouteBodyInput<typeof sessionRoutes.complete>;

/** POST /api/sessions/from-appointment: an appointment (occurrence) with a family becomes a session, once. */
export const completeAppointment = (body: CompleteAppointmentInput) =>
  callRoute(apiRoutes.sessions.complete, { body });

export function useCompleteAppointment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: completeAppointment, onSuccess: () => invalidateSessions(queryClient) });
}
