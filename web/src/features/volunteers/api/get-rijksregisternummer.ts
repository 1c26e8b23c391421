import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { volunteerKeys } from './volunteer-keys';

/**
 * The full number (admins only), by POST: every read is audited, so it is read once per opened dialog.
 * The server answers 403 `REAUTH_REQUIRED` unless the password was confirmed in the last 5 minutes.
 */
export function getRijksregisternummer(id: number, signal?: AbortSignal) {
  return callRoute(apiRoutes.users.readRijksregisternummer, { params: { id }, signal });
}

export const rijksregisternummerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: volunteerKeys.rijksregisternummer(id),
    queryFn: ({ signal }) => getRijksregisternummer(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export function useRijksregisternummer(id: number | null, enabled: boolean) {
  return useQuery({ ...rijksregisternummerQueryOptions(id ?? 0), enabled: enabled && id !== null });
}
