import type { QueryClient } from '@tanstack/react-query';

export const calendarKeys = {
  all: ['calendar'] as const,
  calendars: () => [...calendarKeys.all, 'calendars'] as const,
  events: () => [...calendarKeys.all, 'events'] as const,
  window: (from: string, to: string) => [...calendarKeys.events(), { from, to }] as const,
  feed: () => [...calendarKeys.all, 'feed'] as const,
  users: () => [...calendarKeys.all, 'users'] as const,
  families: (search: string) => [...calendarKeys.all, 'families', search] as const,
  family: (id: number) => [...calendarKeys.all, 'family', id] as const,
};

/** After a calendar changes (or goes), its events may change with it: both lists are read again. */
export const invalidateCalendars = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: calendarKeys.all });

export const invalidateEvents = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: calendarKeys.events() });
