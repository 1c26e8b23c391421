import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeclarationStatus } from '../../../../../shared/schemas/declarations';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';

/** How many of each the volunteer's dashboard lists; the screens behind the links show the rest. */
export const MY_WORK_LIMIT = 5;
const OPEN_STATUSES: readonly DeclarationStatus[] = ['pending', 'in_behandeling', 'wordt_verwerkt'];

/**
 * A volunteer's own open declarations: the server answers only their own. Under 'declarations',
 * so a save on the declarations screen refreshes it.
 */
export const myOpenDeclarationsQueryOptions = () =>
  queryOptions({
    queryKey: ['declarations', 'mine', 'open'] as const,
    queryFn: async ({ signal }) => {
      const page = await callRoute(apiRoutes.declarations.list, { query: { limit: 50 }, signal });
      return page.items.filter((declaration) => OPEN_STATUSES.includes(declaration.status));
    },
  });

/** The families assigned to the volunteer (the server narrows the list to them). */
export const myFamiliesQueryOptions = () =>
  queryOptions({
    queryKey: ['families', 'mine'] as const,
    queryFn: ({ signal }) => callRoute(apiRoutes.families.list, { query: { limit: MY_WORK_LIMIT }, signal }),
  });

export function useMyOpenDeclarations() {
  return useQuery(myOpenDeclarationsQueryOptions());
}

export function useMyFamilies(isEnabled: boolean) {
  return useQuery({ ...myFamiliesQueryOptions(), enabled: isEnabled });
}
