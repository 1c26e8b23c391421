import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { declarationKeys } from './declaration-keys';

/** A declarant's regime of a year, which decides what the dialog offers (issue 31 item 3). */
export const lawTotalsOptions = (userId: number, year: number) =>
  queryOptions({
    queryKey: [...declarationKeys.all, 'volunteer-law', userId, year] as const,
    queryFn: ({ signal }) =>
      callRoute(apiRoutes.volunteerLaw.totals, { params: { id: userId, year }, signal }),
  });

export const useLawTotals = (userId: number, year: number) => useQuery(lawTotalsOptions(userId, year));

/** The figures that apply on a day: the allowance the dialog proposes is its day ceiling. */
export const useLawFiguresOn = (date: string) =>
  useQuery({
    queryKey: [...declarationKeys.all, 'volunteer-law-figures', date] as const,
    queryFn: ({ signal }) => callRoute(apiRoutes.volunteerLaw.figures, { query: { date }, signal }),
  });

/** A volunteer's days of activity of a year, marked when an allowance was claimed for them (issue 31 item 3). */
export const activityDaysOptions = (userId: number, year: number) =>
  queryOptions({
    queryKey: [...declarationKeys.all, 'activity-days', userId, year] as const,
    queryFn: ({ signal }) =>
      callRoute(apiRoutes.volunteerLaw.activityDays, { params: { id: userId, year }, signal }),
  });

export const useActivityDays = (userId: number, year: number, isEnabled: boolean) =>
  useQuery({ ...activityDaysOptions(userId, year), enabled: isEnabled });
