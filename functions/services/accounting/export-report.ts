import { randomUUID } from 'node:crypto';
import { accountingMessages } from '../../../shared/messages/accounting';
import { type ExportBody, type ExportResponse, XLSX_CONTENT_TYPE } from '../../../shared/schemas/accounting';
import { listBankAccounts } from '../../repositories/accounting';
import { entriesInPeriod } from '../../repositories/accounting-export';
import { bucketName } from '../../storage/buckets';
import { presignDownload, presignUpload } from '../../storage/presign';
import { organizationName } from '../auth/organization-name';
import { periodSummary } from './period-summary';
import { writeReportWorkbook } from './workbook';

const m = accountingMessages.accounting;

/** Above this the workbook travels as a download link: a Lambda answer holds 6 MB, base64 adds a third. */
export const MAX_INLINE_EXPORT_BYTES = 4 * 1024 * 1024;

/** 'Vereniging / Oost' → 'Vereniging - Oost': a name every file system accepts. */
const safeFileName = (name: string) => name.replace(/[\\/:*?"<>|\r\n\t]+/g, '-').trim();

/** Stores the workbook in the files bucket through a presigned PUT (no S3 client at cold start) and links to it. */
async function storeForDownload(body: Buffer, fileName: string): Promise<string> {
  const bucket = bucketName('files');
  const key = `exports/${randomUUID()}.xlsx`;
  const upload = await presignUpload(bucket, key, XLSX_CONTENT_TYPE, body.byteLength);
  const answer = await fetch(upload.url, {
    method: 'PUT',
    headers: upload.headers,
    body: new Uint8Array(body),
  });
  if (!answer.ok) throw new Error(`Export upload failed with status ${answer.status}`);
  return (await presignDownload(bucket, key, fileName)).url;
}

/**
 * The period report (every transaction of the period, the approved totals per category, the bank
 * accounts) as .xlsx. The transactions start being read at once; the summary, the bank accounts and
 * the organisation's name are read meanwhile and only needed after the transactions are written.
 */
export async function exportReport(input: ExportBody, now: Date): Promise<ExportResponse> {
  const entryPages = entriesInPeriod(input.dateFrom, input.dateTo);
  const details = (async () => {
    const [summary, bankAccounts, organisation] = await Promise.all([
      periodSummary(input, now),
      listBankAccounts(),
      organizationName(),
    ]);
    return { summary, bankAccounts, organisation };
  })();
  // Awaited once the transactions are written; a failure before then must not count as unhandled.
  details.catch(() => undefined);
  const workbook = await writeReportWorkbook({ entryPages, details });
  const { organisation } = await details;
  const fileName = safeFileName(m.exportFileName(organisation, input.dateFrom, input.dateTo));
  const isInline = workbook.byteLength <= MAX_INLINE_EXPORT_BYTES;
  return {
    fileName,
    contentType: XLSX_CONTENT_TYPE,
    size: workbook.byteLength,
    content: isInline ? workbook.toString('base64') : null,
    downloadUrl: isInline ? null : await storeForDownload(workbook, fileName),
  };
}
