import type { QueryClient } from '@tanstack/react-query';
import type { Family, FamilyStatusFilter } from '../../../../../shared/schemas/families';
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

/**
 * After any change to a family: the lists, the new registrations and the sidebar counts (spec §7). A
 * change the server answered with the family's detail puts that answer in place of the detail: reading
 * it again would write an access entry (issue 32) for a read nobody made.
 */
export async function invalidateFamilies(queryClient: QueryClient, answered?: Family): Promise<void> {
  if (answered) queryClient.setQueryData(familyKeys.detail(answered.id), answered);
  const isAnswered = (key: readonly unknown[]) =>
    answered !== undefined && key[1] === 'detail' && key[2] === answered.id;
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: familyKeys.all,
      predicate: (query) => !isAnswered(query.queryKey),
    }),
    queryClient.invalidateQueries({ queryKey: statisticsKeys.all }),
  ]);
}
