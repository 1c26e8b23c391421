import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { calendarKeys } from './calendar-keys';

export const calendarsQueryOptions = () =>
  queryOptions({
    queryKey: calendarKeys.calendars(),
    queryFn: ({ signal }) => callRoute(apiRoutes.calendar.list, { signal }).then((page) => page.items),
  });

/** The caller's calendars (own, shared, public), each with what they may do with it. */
export const useCalendars = () => useQuery(calendarsQueryOptions());
