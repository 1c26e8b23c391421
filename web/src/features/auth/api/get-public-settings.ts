import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';

export const publicSettingsKeys = { all: ['settings', 'public'] as const };

export const publicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: publicSettingsKeys.all,
    queryFn: ({ signal }) => callRoute(apiRoutes.settings.publicSettings, { signal }),
  });

export function usePublicSettings() {
  return useQuery(publicSettingsQueryOptions());
}
