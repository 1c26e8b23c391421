import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { declarationKeys } from './declaration-keys';

/** Before approving: the declarant's volunteer-law totals and what this approval brings them to. */
export const lawCheckOptions = (id: number) =>
  queryOptions({
    queryKey: [...declarationKeys.all, 'law-check', id] as const,
    queryFn: ({ signal }) => callRoute(apiRoutes.volunteerLaw.check, { params: { id }, signal }),
  });

export const useLawCheck = (id: number | null) =>
  useQuery({ ...lawCheckOptions(id ?? 0), enabled: id !== null });
