import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../../../../../shared/schemas/users';
import { statisticsKeys } from '../../../lib/statistics';

/** What the list sends to GET /api/users; the type filter is applied in the browser (see get-volunteers). */
export type VolunteerFilters = { role: User['role'] | null; status: User['status'] | null; search: string };

export const volunteerKeys = {
  all: ['users'] as const,
  lists: () => [...volunteerKeys.all, 'list'] as const,
  list: (filters: VolunteerFilters) => [...volunteerKeys.lists(), filters] as const,
  total: (role: User['role'] | null) => [...volunteerKeys.lists(), 'total', role] as const,
  rijksregisternummer: (id: number) => [...volunteerKeys.all, 'rijksregisternummer', id] as const,
  /** The organisation notice and the signed-in user's acknowledgement (issue 31). */
  notice: () => [...volunteerKeys.all, 'organisation-notice'] as const,
};

/** After any change to a user: the lists and the counts in the sidebar (spec §7). */
export async function invalidateVolunteerLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: volunteerKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: statisticsKeys.all }),
  ]);
}
