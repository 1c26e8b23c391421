import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';

/** The answer is the same whether or not the account exists. */
export function requestPasswordReset(usernameOrEmail: string) {
  return callRoute(apiRoutes.account.requestReset, { body: { usernameOrEmail } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
