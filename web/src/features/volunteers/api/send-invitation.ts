import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';

/** Mails a 7-day activation link to the volunteer; nothing in the list changes. */
export function sendInvitation(id: number) {
  return callRoute(apiRoutes.users.invite, { params: { id } });
}

export function useSendInvitation() {
  return useMutation({ mutationFn: sendInvitation });
}
