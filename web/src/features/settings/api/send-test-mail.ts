import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';

export function useSendTestMail() {
  return useMutation({
    mutationFn: (to: string) => callRoute(apiRoutes.settings.testMail, { body: { to } }),
  });
}
