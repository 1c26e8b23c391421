import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { invalidateSettings } from './settings-keys';

/** POST /api/settings/rrn-purge: erases every stored rijksregisternummer, confirmed (issue 32). */
export function usePurgeRrn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(apiRoutes.settings.purgeRrn, { body: { confirm: true } }),
    onSuccess: async () => {
      await Promise.all([
        invalidateSettings(queryClient),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
      ]);
    },
  });
}
