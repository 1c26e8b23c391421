import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { sessionKeys } from './session-keys';

/** GET /api/sessions/planned: the week's appointments with a family that have no session yet. */
export const plannedQueryOptions = (from: string) =>
  queryOptions({
    queryKey: sessionKeys.planned(from),
    queryFn: ({ signal }) =>
      callRoute(apiRoutes.sessions.planned, { query: { from, days: 7 }, signal }).then((list) => list.items),
  });

export const usePlannedSessions = (from: string, enabled: boolean) =>
  useQuery({ ...plannedQueryOptions(from), enabled, placeholderData: keepPreviousData });
