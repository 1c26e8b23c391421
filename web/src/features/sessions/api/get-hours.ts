import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { sessionKeys } from './session-keys';

/** GET /api/sessions/hours: the caller's own months, or every volunteer's for coordinators. */
export const hoursQueryOptions = (year: number, volunteerId: number | null = null) =>
  queryOptions({
    queryKey: sessionKeys.hours(year, volunteerId),
    queryFn: ({ signal }) =>
      callRoute(apiRoutes.sessions.hours, {
        query: { year, ...(volunteerId === null ? {} : { volunteerId }) },
        signal,
      }),
  });

export const useHours = (year: number, volunteerId: number | null = null) =>
  useQuery(hoursQueryOptions(year, volunteerId));
