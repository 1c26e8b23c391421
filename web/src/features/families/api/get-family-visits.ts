import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { todayInBrussels } from '../../../../../shared/format';
import { MAX_PLANNED_DAYS, type PlannedSession } from '../../../../../shared/schemas/sessions';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { familyKeys } from './family-keys';

/**
 * What a volunteer's family card shows besides the family (issue 35 step 5): the next appointment
 * (GET /api/sessions/planned, the coming month, one call for all their families) and the last
 * session (GET /api/families/{id}/sessions?limit=1, one small call per card, only for the families
 * whose sessions the caller may read).
 */
const nextAppointmentsQueryOptions = (from: string) =>
  queryOptions({
    queryKey: familyKeys.nextAppointments(from),
    queryFn: ({ signal }) =>
      callRoute(apiRoutes.sessions.planned, { query: { from, days: MAX_PLANNED_DAYS }, signal }),
    select: (list) => {
      const next = new Map<number, PlannedSession>();
      for (const appointment of list.items) {
        if (appointment.isPast) continue;
        const known = next.get(appointment.familyId);
        if (!known || appointment.startDate < known.startDate) next.set(appointment.familyId, appointment);
      }
      return next;
    },
    staleTime: 60_000,
  });

export const useNextAppointments = (enabled: boolean) =>
  useQuery({ ...nextAppointmentsQueryOptions(todayInBrussels()), enabled });

const lastSessionQueryOptions = (familyId: number) =>
  queryOptions({
    queryKey: familyKeys.lastSession(familyId),
    queryFn: ({ signal }) =>
      callRoute(apiRoutes.sessions.list, { params: { familyId }, query: { limit: 1 }, signal }).then(
        (page) => page.items[0]?.date ?? null,
      ),
    staleTime: 60_000,
  });

/** The date (yyyy-mm-dd) of each family's last session, by family id; absent while loading or without one. */
export function useLastSessionDates(familyIds: readonly number[]): Map<number, string> {
  return useQueries({
    queries: familyIds.map((id) => lastSessionQueryOptions(id)),
    combine: (results) => {
      const dates = new Map<number, string>();
      results.forEach((result, index) => {
        const id = familyIds[index];
        if (id !== undefined && result.data) dates.set(id, result.data);
      });
      return dates;
    },
  });
}
