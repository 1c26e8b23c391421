import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { accountingKeys } from './accounting-keys';

export const bankAccountsQueryOptions = () =>
  queryOptions({
    queryKey: accountingKeys.bankAccounts(),
    queryFn: ({ signal }) => callRoute(apiRoutes.accounting.listBankAccounts, { query: {}, signal }),
  });

export const useBankAccounts = () => useQuery(bankAccountsQueryOptions());
