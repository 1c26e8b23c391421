import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Setting, SettingKey } from '../../../../../shared/schemas/settings';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { settingsKeys } from './settings-keys';

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.list(),
    queryFn: ({ signal }) => callRoute(apiRoutes.settings.list, { signal }),
  });

/** Every setting by key. */
export function useSettings() {
  const query = useQuery(settingsQueryOptions());
  const byKey = new Map<SettingKey, Setting>((query.data?.items ?? []).map((item) => [item.key, item]));
  return { ...query, byKey };
}
