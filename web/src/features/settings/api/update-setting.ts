import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettingKey, UpdateSettingBody } from '../../../../../shared/schemas/settings';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { invalidateSettings } from './settings-keys';

export type UpdateSettingInput = { key: SettingKey; value: UpdateSettingBody['value'] };

export function updateSetting({ key, value }: UpdateSettingInput) {
  return callRoute(apiRoutes.settings.update, { params: { key }, body: { value } });
}

export function useUpdateSetting() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSetting, onSuccess: () => invalidateSettings(queryClient) });
}
