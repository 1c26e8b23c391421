import type { QueryClient } from '@tanstack/react-query';
import type { DeclarationStatus } from '../../../../../shared/schemas/declarations';
import { statisticsKeys } from '../../../lib/statistics';

/** null: every status (the "Alle" tab). */
export type DeclarationStatusFilter = DeclarationStatus | null;

export const declarationKeys = {
  all: ['declarations'] as const,
  lists: () => [...declarationKeys.all, 'list'] as const,
  list: (status: DeclarationStatusFilter) => [...declarationKeys.lists(), { status }] as const,
  counts: () => [...declarationKeys.all, 'count'] as const,
  count: (status: DeclarationStatusFilter) => [...declarationKeys.counts(), { status }] as const,
};

/** After any save, status change or delete: the lists, the tab counts and /api/statistics (spec §7). */
export async function invalidateDeclarations(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: declarationKeys.all }),
    queryClient.invalidateQueries({ queryKey: statisticsKeys.all }),
  ]);
}
