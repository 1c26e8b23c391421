import { keepPreviousData, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { volunteerRegisterMessages } from '../../../../../shared/messages/volunteer-register';
import { callRoute } from '../../../lib/api/client';
import { downloadRouteFile } from '../../../lib/api/download-file';
import { pagedListQueryOptions, pageParams } from '../../../lib/api/paged-list';
import { apiRoutes } from '../../../lib/api/routes';

const PAGE_SIZE = 100;
const m = volunteerRegisterMessages;

export const registerKeys = {
  all: ['volunteer-register'] as const,
  year: (year: number) => [...registerKeys.all, year] as const,
};

/** GET /api/volunteer-register/{year}, a page at a time; each page carries the year's totals. */
export const useRegisterPages = (year: number) =>
  useInfiniteQuery({
    ...pagedListQueryOptions(registerKeys.year(year), (cursor, signal) =>
      callRoute(apiRoutes.volunteerRegister.list, {
        params: { year },
        query: pageParams(cursor, PAGE_SIZE),
        signal,
      }),
    ),
    placeholderData: keepPreviousData,
  });

export type RegisterFormat = 'xlsx' | 'pdf';

/** The year's list as .xlsx or PDF, saved under the server's file name; answers that name. */
export function downloadRegister({ year, format }: { year: number; format: RegisterFormat }) {
  const route = format === 'xlsx' ? apiRoutes.volunteerRegister.xlsx : apiRoutes.volunteerRegister.pdf;
  return downloadRouteFile(route, { year }, `${m.register.fileName(year)}.${format}`);
}

export const useDownloadRegister = () => useMutation({ mutationFn: downloadRegister });
