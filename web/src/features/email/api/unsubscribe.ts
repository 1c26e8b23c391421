import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';

/** The public opt-out: records that the token's address wants no more bulk mail. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => callRoute(apiRoutes.email.unsubscribe, { params: { token } }),
  });
}
