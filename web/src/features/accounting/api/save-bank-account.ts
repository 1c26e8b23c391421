import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { accountingRoutes } from '../../../../../shared/routes/accounting';
import type { RouteBodyInput } from '../../../../../shared/routes/define';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { invalidateAccounting } from './accounting-keys';

export type BankAccountInput = RouteBodyInput<typeof accountingRoutes.createBankAccount>;

export function useSaveBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: BankAccountInput }) =>
      id === null
        ? callRoute(apiRoutes.accounting.createBankAccount, { body })
        : callRoute(apiRoutes.accounting.updateBankAccount, { params: { id }, body }),
    onSuccess: () => invalidateAccounting(queryClient),
  });
}
