import type { QueryClient } from '@tanstack/react-query';
import { statisticsKeys } from '../../../lib/statistics';

export const declarationKeys = {
  all: ['declarations'] as const,
  lists: () => [...declarationKeys.all, 'list'] as const,
};

/** After any save, status change or delete: the list and the counts of /api/statistics (spec §7). */
export async function invalidateDeclarations(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: declarationKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: statisticsKeys.all }),
  ]);
}
