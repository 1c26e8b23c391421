import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';

/** An admin wipes someone's second factor (audited); that user's sessions end on the server. */
export function resetSecondFactor(id: number) {
  return callRoute(apiRoutes.mfa.resetOfUser, { params: { id } });
}

export function useResetSecondFactor() {
  return useMutation({ mutationFn: resetSecondFactor });
}
