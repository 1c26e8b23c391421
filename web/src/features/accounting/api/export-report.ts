import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import type { Period } from './accounting-keys';

function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The period report as .xlsx: saved from the answer, or from the short-lived link of a large file. */
export async function downloadReport(period: Period) {
  const answer = await callRoute(apiRoutes.accounting.exportExcel, { body: { ...period, format: 'excel' } });
  if (answer.downloadUrl) {
    const link = document.createElement('a');
    link.href = answer.downloadUrl;
    link.download = answer.fileName;
    document.body.append(link);
    link.click();
    link.remove();
    return answer.fileName;
  }
  const bytes = Uint8Array.from(atob(answer.content ?? ''), (char) => char.charCodeAt(0));
  save(new Blob([bytes], { type: answer.contentType }), answer.fileName);
  return answer.fileName;
}

export const useDownloadReport = () => useMutation({ mutationFn: downloadReport });
