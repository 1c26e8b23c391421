import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { calendarRoutes } from '../../../../../shared/routes/calendar';
import type { RouteBodyInput } from '../../../../../shared/routes/define';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { invalidateCalendars } from './calendar-keys';

export type CalendarInput = RouteBodyInput<typeof calendarRoutes.create>;
export type ShareInput = RouteBodyInput<typeof calendarRoutes.share>;

export function useCreateCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CalendarInput) => callRoute(apiRoutes.calendar.create, { body }),
    onSuccess: () => invalidateCalendars(queryClient),
  });
}

export function useUpdateCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CalendarInput }) =>
      callRoute(apiRoutes.calendar.update, { params: { id }, body }),
    onSuccess: () => invalidateCalendars(queryClient),
  });
}

export function useDeleteCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callRoute(apiRoutes.calendar.remove, { params: { id } }),
    onSuccess: () => invalidateCalendars(queryClient),
  });
}

export function useShareCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ calendarId, body }: { calendarId: number; body: ShareInput }) =>
      callRoute(apiRoutes.calendar.share, { params: { calendarId }, body }),
    onSuccess: () => invalidateCalendars(queryClient),
  });
}
