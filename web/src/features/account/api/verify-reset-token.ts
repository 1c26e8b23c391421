import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { accountKeys } from './account-keys';

/** The secret goes in the body, never in the URL (shared/routes/account.ts). */
export function verifyResetToken(userId: string, resetToken: string, signal?: AbortSignal) {
  return callRoute(apiRoutes.account.verifyReset, {
    body: { userId: Number(userId), token: resetToken },
    signal,
  });
}

export const verifyResetTokenQueryOptions = (userId: string, resetToken: string) =>
  queryOptions({
    queryKey: accountKeys.reset(userId, resetToken),
    queryFn: ({ signal }) => verifyResetToken(userId, resetToken, signal),
    // Checked once per visit; after the reset the link is used up (see verify-invite.ts).
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export function useVerifyResetToken(userId: string, resetToken: string) {
  return useQuery(verifyResetTokenQueryOptions(userId, resetToken));
}
