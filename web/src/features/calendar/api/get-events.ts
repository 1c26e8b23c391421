import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { calendarKeys } from './calendar-keys';

export const eventsQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: calendarKeys.window(from, to),
    queryFn: ({ signal }) =>
      callRoute(apiRoutes.calendar.listEvents, { query: { from, to }, signal }).then((page) => page.items),
  });

/** The appointments and occurrences overlapping the shown window, in every calendar the caller sees. */
export const useEvents = (from: string, to: string) =>
  useQuery({ ...eventsQueryOptions(from, to), placeholderData: keepPreviousData });
