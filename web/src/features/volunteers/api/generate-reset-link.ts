import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';

/** A 48-hour reset link the manager passes on by hand; nothing in the list changes. */
export function generateResetLink(id: number) {
  return callRoute(apiRoutes.users.generateResetLink, { params: { id } });
}

export function useGenerateResetLink() {
  return useMutation({ mutationFn: generateResetLink });
}
