import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { invalidateAccounting } from './accounting-keys';

/** Approve or reject a pending transaction; an approval moves the bank balance and the totals. */
export function useReviewEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'reject' }) =>
      callRoute(
        decision === 'approve' ? apiRoutes.accounting.approveEntry : apiRoutes.accounting.rejectEntry,
        {
          params: { id },
        },
      ),
    onSuccess: () => invalidateAccounting(queryClient),
  });
}
