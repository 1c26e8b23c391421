import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';

export type ResetPasswordInput = { userId: string; resetToken: string; newPassword: string };

/** Sets the new password; the link is used up and every session of the user ends. */
export function resetPassword({ userId, resetToken, newPassword }: ResetPasswordInput) {
  return callRoute(apiRoutes.account.resetPassword, {
    body: { userId: Number(userId), token: resetToken, newPassword },
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
