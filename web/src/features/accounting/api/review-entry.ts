import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { invalidateAccounting } from './accounting-keys';

type EntryDecision = { id: number; decision: 'approve' | 'reject'; expectedVersion: number };

/**
 * Approve or reject a pending transaction; an approval moves the bank balance and the totals.
 * `expectedVersion` is the version on screen: if it changed since, the server answers 409.
 */
export function useReviewEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, expectedVersion }: EntryDecision) =>
      callRoute(
        decision === 'approve' ? apiRoutes.accounting.approveEntry : apiRoutes.accounting.rejectEntry,
        { params: { id }, body: { expectedVersion } },
      ),
    onSuccess: () => invalidateAccounting(queryClient),
  });
}
