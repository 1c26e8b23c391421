/** The presigned PUT answered with something other than success, or never answered. */
export class UploadTransferError extends Error {
  readonly status: number;

  constructor(status: number) {
    super(status ? `Upload failed: ${status}` : 'Upload failed: no answer');
    this.name = 'UploadTransferError';
    this.status = status;
  }
}

/**
 * Sends a file to a presigned URL with exactly the signed headers. XMLHttpRequest rather than fetch,
 * because only it reports upload progress. No credentials: the signature is the authorisation.
 */
export function putWithProgress(
  url: string,
  headers: Record<string, string>,
  file: Blob,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', abort);

    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      settle();
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve();
      } else {
        reject(new UploadTransferError(xhr.status));
      }
    };
    xhr.onerror = () => {
      settle();
      reject(new UploadTransferError(0));
    };
    xhr.onabort = () => {
      settle();
      reject(signal?.reason ?? new DOMException('Upload aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(file);
  });
}
