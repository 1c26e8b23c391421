import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { settingsKeys } from './settings-keys';

/** The volunteer-law figures that apply today, with the warning when a year or quarter is missing. */
export const lawFiguresTodayOptions = () =>
  queryOptions({
    queryKey: [...settingsKeys.all, 'volunteer-law-today'] as const,
    queryFn: ({ signal }) => callRoute(apiRoutes.volunteerLaw.figures, { signal, query: {} }),
  });

export const useLawFiguresToday = () => useQuery(lawFiguresTodayOptions());
