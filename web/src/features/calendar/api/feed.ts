import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { calendarKeys } from './calendar-keys';

/** The caller's ICS feed URL (null before they made one). */
export const useFeedLink = (enabled: boolean) =>
  useQuery({
    queryKey: calendarKeys.feed(),
    queryFn: ({ signal }) => callRoute(apiRoutes.calendar.feedLink, { signal }),
    enabled,
  });

export function useRenewFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(apiRoutes.calendar.renewFeed),
    onSuccess: (link) => queryClient.setQueryData(calendarKeys.feed(), link),
  });
}

export function useRevokeFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(apiRoutes.calendar.revokeFeed),
    onSuccess: () => queryClient.setQueryData(calendarKeys.feed(), { url: null, createdAt: null }),
  });
}
