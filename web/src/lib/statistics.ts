import { queryOptions } from '@tanstack/react-query';
import { request } from './api/client';
import { isApiError } from './api/errors';

/**
 * Counts of GET /api/statistics (spec §7). The route is not in the shared registry yet; until it
 * is, this shape is the contract the shell and the dashboard read, and a 404 means "no counts".
 */
export type StatisticsSummary = {
  activeVolunteers: number;
  activeFamilies: number;
  pendingDeclarations: number;
  monthlyExpenses: number | string;
};

export const statisticsKeys = { all: ['statistics'] as const };

export const statisticsQueryOptions = () =>
  queryOptions({
    queryKey: statisticsKeys.all,
    queryFn: async ({ signal }): Promise<StatisticsSummary | null> => {
      try {
        const answer = await request('GET', '/api/statistics', { signal, authenticated: true });
        return isStatisticsSummary(answer) ? answer : null;
      } catch (error) {
        if (isApiError(error, 404)) return null;
        throw error;
      }
    },
  });

function isStatisticsSummary(value: unknown): value is StatisticsSummary {
  if (typeof value !== 'object' || value === null) return false;
  const counts = value as Record<string, unknown>;
  return ['activeVolunteers', 'activeFamilies', 'pendingDeclarations'].every(
    (key) => typeof counts[key] === 'number',
  );
}
