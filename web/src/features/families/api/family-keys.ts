import type { QueryClient } from '@tanstack/react-query';
import type { FamilyStatusFilter } from '../../../../../shared/schemas/families';
import { statisticsKeys } from '../../../lib/statistics';

/** What the list sends to GET /api/families; the tabs split the answer in the browser. */
export type FamilyFilters = { status: FamilyStatusFilter | null; search: string };

export const familyKeys = {
  all: ['families'] as const,
  lists: () => [...familyKeys.all, 'list'] as const,
  list: (filters: FamilyFilters) => [...familyKeys.lists(), filters] as const,
  count: (filters: FamilyFilters) => [...familyKeys.all, 'count', filters] as const,
  detail: (id: number) => [...familyKeys.all, 'detail', id] as const,
  /** The phone's cards: upcoming appointments from a day, and a family's last session. */
  nextAppointments: (from: string) => [...familyKeys.all, 'next-appointments', from] as const,
  lastSession: (id: number) => [...familyKeys.all, 'last-session', id] as const,
};

/** After any change to a family: the lists, the new registrations and the sidebar counts (spec §7). */
export async function invalidateFamilies(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: familyKeys.all }),
    queryClient.invalidateQueries({ queryKey: statisticsKeys.all }),
  ]);
}
