import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { FORCED_REFRESH_REINVALIDATE_MS, QUERY_DEFAULTS } from '../../../shared/constants';
import { isApiError } from './api/errors';

/** Query defaults of spec §9: no retries, nothing cached, refetch on focus, no polling. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: logRequestError }),
    mutationCache: new MutationCache({ onError: logRequestError }),
    defaultOptions: {
      queries: {
        retry: QUERY_DEFAULTS.retry,
        staleTime: QUERY_DEFAULTS.staleTime,
        gcTime: QUERY_DEFAULTS.gcTime,
        refetchOnWindowFocus: QUERY_DEFAULTS.refetchOnWindowFocus,
        refetchInterval: QUERY_DEFAULTS.refetchInterval,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The forced refresh of spec §9: cancel, remove and clear the given keys, invalidate and refetch
 * each, then invalidate once more after a short delay to catch writes that were still settling.
 */
export async function forceRefresh(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  for (const queryKey of keys) {
    queryClient.removeQueries({ queryKey });
    queryClient.setQueriesData({ queryKey }, undefined);
  }
  await Promise.all(
    keys.map(async (queryKey) => {
      await queryClient.invalidateQueries({ queryKey });
      await queryClient.refetchQueries({ queryKey });
    }),
  );
  window.setTimeout(() => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  }, FORCED_REFRESH_REINVALIDATE_MS);
}

function logRequestError(error: unknown): void {
  if (isApiError(error, 401)) {
    console.warn(`Toegang geweigerd: u bent niet (meer) aangemeld. (${error.message})`);
    return;
  }
  console.error(error instanceof Error ? error.message : error);
}
