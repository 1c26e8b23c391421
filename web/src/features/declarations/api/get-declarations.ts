import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { declarationKeys } from './declaration-keys';

/**
 * Every declaration the caller may see (reviewers: all; anyone else: their own). The screen needs
 * all of them anyway for the count on each tab, so the tabs filter in the browser.
 */
export function getDeclarations(signal?: AbortSignal) {
  return callRoute(apiRoutes.declarations.list, { query: {}, signal });
}

export const declarationsQueryOptions = () =>
  queryOptions({
    queryKey: declarationKeys.lists(),
    queryFn: ({ signal }) => getDeclarations(signal),
  });

export function useDeclarations() {
  return useQuery(declarationsQueryOptions());
}
