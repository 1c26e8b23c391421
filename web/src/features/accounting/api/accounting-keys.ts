import type { QueryClient } from '@tanstack/react-query';

export type EntryFilters = {
  type: 'incoming' | 'outgoing' | null;
  status: 'pending' | 'approved' | 'rejected' | null;
  category: string;
  bankAccount: string;
};
export type Period = { dateFrom: string; dateTo: string };

export const accountingKeys = {
  all: ['accounting'] as const,
  entries: (filters: EntryFilters) => [...accountingKeys.all, 'entries', filters] as const,
  bankAccounts: () => [...accountingKeys.all, 'bank-accounts'] as const,
  summary: (period: Period) => [...accountingKeys.all, 'summary', period] as const,
};

/** After any save, review or delete: transactions, balances and totals all may have moved. */
export const invalidateAccounting = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: accountingKeys.all });
