import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { IMPACT_EXPORT_FORMATS } from '../../../../../shared/schemas/sessions';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { sessionKeys } from './session-keys';

type ImpactExportFormat = (typeof IMPACT_EXPORT_FORMATS)[number];

export type ImpactFilters = { from: string; to: string; school?: string | undefined };

const filterQuery = ({ from, to, school }: ImpactFilters) => ({ from, to, ...(school ? { school } : {}) });

/** GET /api/impact-report: the association's figures (or one school's), or a volunteer's own. */
export const impactReportQueryOptions = (filters: ImpactFilters) =>
  queryOptions({
    queryKey: sessionKeys.report(filterQuery(filters)),
    queryFn: ({ signal }) =>
      callRoute(apiRoutes.sessions.impactReport, { query: filterQuery(filters), signal }),
  });

export const useImpactReport = (filters: ImpactFilters) =>
  useQuery({ ...impactReportQueryOptions(filters), placeholderData: keepPreviousData });

function save(base64: string, contentType: string, fileName: string) {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** POST /api/impact-report/export/{pdf,xlsx}: the PDF or the workbook, saved from the answer; answers the file name. */
export async function downloadImpactReport(filters: ImpactFilters & { format: ImpactExportFormat }) {
  const route =
    filters.format === 'pdf' ? apiRoutes.sessions.impactExportPdf : apiRoutes.sessions.impactExportXlsx;
  const answer = await callRoute(route, { body: filterQuery(filters) });
  save(answer.content, answer.contentType, answer.fileName);
  return answer.fileName;
}

export const useDownloadImpactReport = () => useMutation({ mutationFn: downloadImpactReport });
