import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { useAuth } from '../../../lib/auth/auth-context';

export type AcceptInviteInput = { userId: string; token: string; password: string };

/** Activates the account with the chosen password; the answer is a sign-in (token, user and cookie). */
export function acceptInvite({ userId, token, password }: AcceptInviteInput) {
  return callRoute(apiRoutes.account.acceptInvite, { body: { userId: Number(userId), token, password } });
}

export function useAcceptInvite() {
  const { signIn } = useAuth();
  return useMutation({
    mutationFn: acceptInvite,
    // Stored exactly as the sign-in screen stores a login answer. An account that already has a second
    // factor is not signed in by the link: it signs in on the login screen with its code.
    onSuccess: (answer) => ('user' in answer ? signIn(answer) : window.location.assign('/login')),
  });
}
