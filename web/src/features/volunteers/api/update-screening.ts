import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScreeningBody } from '../../../../../shared/schemas/volunteer-records';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { volunteerKeys } from './volunteer-keys';

export function useUpdateScreening() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ScreeningBody }) =>
      callRoute(apiRoutes.volunteerRecords.screeningUpdate, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: volunteerKeys.lists() }),
  });
}
