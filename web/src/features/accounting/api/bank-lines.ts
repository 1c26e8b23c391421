import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LineBookBody, LineMatchBody, StatementImportBody } from '../../../../../shared/schemas/bank';
import { callRoute } from '../../../lib/api/client';
import { pagedListQueryOptions, pageParams } from '../../../lib/api/paged-list';
import { apiRoutes } from '../../../lib/api/routes';
import { accountingKeys, invalidateAccounting } from './accounting-keys';

/** Issue 34's reconciliation, under the accounting keys so every bookkeeping change refreshes it. */
export const bankKeys = {
  lines: (bankAccountId: number, show: 'open' | 'all') =>
    [...accountingKeys.all, 'bank-lines', bankAccountId, show] as const,
  balance: (bankAccountId: number) => [...accountingKeys.all, 'bank-balance', bankAccountId] as const,
};

export const PAGE_SIZE = 20;

/** The lines of an account a page at a time ("Meer laden"), the open ones with their proposals. */
export const bankLinesQueryOptions = (bankAccountId: number, show: 'open' | 'all') =>
  pagedListQueryOptions(bankKeys.lines(bankAccountId, show), (cursor, signal) =>
    callRoute(apiRoutes.bank.listUnmatchedLines, {
      params: { id: bankAccountId },
      query: { show, ...pageParams(cursor, PAGE_SIZE) },
      signal,
    }),
  );

export const useBankLines = (bankAccountId: number | null, show: 'open' | 'all') =>
  useInfiniteQuery({ ...bankLinesQueryOptions(bankAccountId ?? 0, show), enabled: bankAccountId !== null });

export const bankBalanceQueryOptions = (bankAccountId: number) =>
  queryOptions({
    queryKey: bankKeys.balance(bankAccountId),
    queryFn: ({ signal }) => callRoute(apiRoutes.bank.getBalance, { params: { id: bankAccountId }, signal }),
  });

export const useBankBalance = (bankAccountId: number | null) =>
  useQuery({ ...bankBalanceQueryOptions(bankAccountId ?? 0), enabled: bankAccountId !== null });

export function useImportStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bankAccountId, body }: { bankAccountId: number; body: StatementImportBody }) =>
      callRoute(apiRoutes.bank.importStatement, { params: { id: bankAccountId }, body }),
    onSuccess: () => invalidateAccounting(queryClient),
  });
}

type LineParams = { id: number; lineId: string };
type LineAction<Body> = { bankAccountId: number; lineId: string; body: Body };

/** A change to one bank line; every bookkeeping view refreshes after it. */
function useLineMutation<Body, Result>(send: (params: LineParams, body: Body) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bankAccountId, lineId, body }: LineAction<Body>) =>
      send({ id: bankAccountId, lineId }, body),
    onSuccess: () => invalidateAccounting(queryClient),
  });
}

export const useMatchLine = () =>
  useLineMutation((params, body: LineMatchBody) => callRoute(apiRoutes.bank.matchLine, { params, body }));

export const useBookLine = () =>
  useLineMutation((params, body: LineBookBody) => callRoute(apiRoutes.bank.bookLine, { params, body }));
