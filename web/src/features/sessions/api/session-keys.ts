import type { QueryClient } from '@tanstack/react-query';

export const sessionKeys = {
  all: ['sessions'] as const,
  family: (familyId: number) => [...sessionKeys.all, 'family', familyId] as const,
  familyDetail: (familyId: number) => [...sessionKeys.all, 'family-detail', familyId] as const,
  options: () => [...sessionKeys.all, 'options'] as const,
  people: () => [...sessionKeys.all, 'people'] as const,
  hours: (year: number, volunteerId: number | null) =>
    [...sessionKeys.all, 'hours', year, volunteerId] as const,
  planned: (from: string) => [...sessionKeys.all, 'planned', from] as const,
  report: (filters: object) => [...sessionKeys.all, 'report', filters] as const,
};

/** After any change to a session: the family's log and every figure read from the buckets. */
export async function invalidateSessions(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
}
