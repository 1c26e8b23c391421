import { messages } from '../../../../shared/messages';
import type { ConfirmedUpload } from '../../../../shared/schemas/uploads';
import type { UploadPurpose } from '../../../../shared/uploads';
import { callRoute } from '../api/client';
import { ApiError, describeError } from '../api/errors';
import { apiRoutes } from '../api/routes';
import { checkFile, contentTypeOf, type FileRefusal } from './file-rules';
import { putWithProgress, UploadTransferError } from './put-with-progress';

const m = messages.uploads;

/** The browser refused the file before sending it (too large, wrong type, empty). */
export class FileRefusedError extends Error {
  readonly refusal: FileRefusal;

  constructor(refusal: FileRefusal) {
    super(refusal.message);
    this.name = 'FileRefusedError';
    this.refusal = refusal;
  }
}

export type UploadFileOptions = { signal?: AbortSignal };

/**
 * Uploads one file for a purpose the way ARCHITECTURE §7 describes: the browser checks the limits,
 * asks the API for a presigned PUT, sends the bytes straight to storage (reporting progress in
 * percent), then has the API confirm the real size and type. The answer's `uploadId` is what the
 * feature attaches (e.g. a declaration's `receiptUploadId`).
 */
export async function uploadFile(
  file: File,
  purpose: UploadPurpose,
  onProgress?: (percent: number) => void,
  options: UploadFileOptions = {},
): Promise<ConfirmedUpload> {
  const refusal = checkFile(file, purpose);
  if (refusal) throw new FileRefusedError(refusal);
  const { signal } = options;

  const target = await callRoute(apiRoutes.uploads.create, {
    body: { purpose, fileName: file.name, contentType: contentTypeOf(file), size: file.size },
    signal,
  });
  onProgress?.(0);
  await putWithProgress(target.url, target.headers, file, onProgress, signal);
  return callRoute(apiRoutes.uploads.confirm, { params: { id: target.uploadId }, signal });
}

/**
 * A failed upload as a toast: 'Bestand te groot' for the size limit (from the browser or the
 * server's 413), the refusal's own title, else 'Upload mislukt' with the server's message.
 */
export function describeUploadError(error: unknown): FileRefusal {
  if (error instanceof FileRefusedError) return error.refusal;
  if (error instanceof ApiError && error.status === 413) {
    return { title: m.tooLargeTitle, message: error.serverMessage ?? m.tooLarge };
  }
  if (error instanceof UploadTransferError) return { title: m.uploadFailed, message: m.notUploaded };
  return { title: m.uploadFailed, message: describeError(error, messages.generic.error) };
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
