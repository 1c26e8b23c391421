import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { accountKeys } from './account-keys';

/** The secret goes in the body, never in the URL (shared/routes/account.ts). */
export function verifyInvite(userId: string, inviteToken: string, signal?: AbortSignal) {
  return callRoute(apiRoutes.account.verifyInvite, {
    body: { userId: Number(userId), token: inviteToken },
    signal,
  });
}

export const verifyInviteQueryOptions = (userId: string, inviteToken: string) =>
  queryOptions({
    queryKey: accountKeys.invite(userId, inviteToken),
    queryFn: ({ signal }) => verifyInvite(userId, inviteToken, signal),
    // Checked once per visit: after activation the link is used up, and a refetch on focus would
    // turn the success notice into the invalid-link card.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export function useVerifyInvite(userId: string, inviteToken: string) {
  return useQuery(verifyInviteQueryOptions(userId, inviteToken));
}
