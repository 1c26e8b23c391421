import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { pagedListQueryOptions, pageParams } from '../../../lib/api/paged-list';
import { apiRoutes } from '../../../lib/api/routes';
import { getUserDirectory } from '../../../lib/api/user-directory';
import { sessionKeys } from './session-keys';

export const SESSIONS_PAGE_SIZE = 20;

/** One page of a family's sessions, newest first. */
export const familySessionsQueryOptions = (familyId: number) =>
  pagedListQueryOptions(sessionKeys.family(familyId), (cursor, signal) =>
    callRoute(apiRoutes.sessions.list, {
      params: { familyId },
      query: pageParams(cursor, SESSIONS_PAGE_SIZE),
      signal,
    }),
  );

export const useFamilySessions = (familyId: number) => useInfiniteQuery(familySessionsQueryOptions(familyId));

/** The family the log belongs to (a family the caller may not see answers 404). */
export const useSessionFamily = (familyId: number) =>
  useQuery(
    queryOptions({
      queryKey: sessionKeys.familyDetail(familyId),
      queryFn: ({ signal }) => callRoute(apiRoutes.families.get, { params: { id: familyId }, signal }),
    }),
  );

/** The subjects of the settings and the kinds, for the dialog. */
export const useSessionOptions = () =>
  useQuery(
    queryOptions({
      queryKey: sessionKeys.options(),
      queryFn: ({ signal }) => callRoute(apiRoutes.sessions.options, { signal }),
      staleTime: 5 * 60_000,
    }),
  );

/** Everyone's names, for the volunteers of a session; `enabled: false` where no name is shown. */
export const useSessionPeople = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery(
    queryOptions({
      queryKey: sessionKeys.people(),
      queryFn: ({ signal }) => getUserDirectory(signal),
      staleTime: 5 * 60_000,
      enabled,
    }),
  );
