import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { accountingRoutes } from '../../../../../shared/routes/accounting';
import type { RouteBodyInput } from '../../../../../shared/routes/define';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { invalidateAccounting } from './accounting-keys';

export type EntryInput = RouteBodyInput<typeof accountingRoutes.createEntry>;

export function useSaveEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: EntryInput }) =>
      id === null
        ? callRoute(apiRoutes.accounting.createEntry, { body })
        : callRoute(apiRoutes.accounting.updateEntry, { params: { id }, body }),
    onSuccess: () => invalidateAccounting(queryClient),
  });
}
