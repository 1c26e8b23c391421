import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { accountingKeys, type Period } from './accounting-keys';

/** Approved income, expenses and the breakdown of a period, from the totals the server keeps. */
export const useSummary = (period: Period) =>
  useQuery({
    queryKey: accountingKeys.summary(period),
    queryFn: ({ signal }) => callRoute(apiRoutes.accounting.summary, { query: period, signal }),
    placeholderData: keepPreviousData,
  });
