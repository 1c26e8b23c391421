import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { settingsKeys } from './settings-keys';

export function useSettingsStatistics() {
  return useQuery({
    queryKey: settingsKeys.statistics(),
    queryFn: ({ signal }) => callRoute(apiRoutes.settings.statistics, { signal }),
  });
}
