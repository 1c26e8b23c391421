import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { calendarRoutes } from '../../../../../shared/routes/calendar';
import type { RouteBodyInput } from '../../../../../shared/routes/define';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { invalidateEvents } from './calendar-keys';

export type EventInput = RouteBodyInput<typeof calendarRoutes.createEvent>;
/** `occurrence`: only that date of a series. */
type Target = { id: number; occurrence?: string | undefined };
const occurrenceQuery = (occurrence: string | undefined) => (occurrence ? { occurrence } : {});

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventInput) => callRoute(apiRoutes.calendar.createEvent, { body }),
    onSuccess: () => invalidateEvents(queryClient),
  });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, occurrence, body }: Target & { body: EventInput }) =>
      callRoute(apiRoutes.calendar.updateEvent, { params: { id }, query: occurrenceQuery(occurrence), body }),
    onSuccess: () => invalidateEvents(queryClient),
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, occurrence }: Target) =>
      callRoute(apiRoutes.calendar.removeEvent, { params: { id }, query: occurrenceQuery(occurrence) }),
    onSuccess: () => invalidateEvents(queryClient),
  });
}
