import type { AnyRoute } from '../../../../shared/routes/define';
import { fillPath } from '../../../../shared/routes/paths';
import type { ApiRoute } from './client';
import { ApiError } from './errors';

const UTF8_NAME = /filename\*=UTF-8''([^;]+)/i;
const ASCII_NAME = /filename="([^"]+)"/i;

/** The name the server gave the file (Content-Disposition, its UTF-8 spelling first), or `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const utf8 = UTF8_NAME.exec(disposition ?? '')?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8.trim());
    } catch {
      // a malformed escape: the ASCII spelling below
    }
  }
  return ASCII_NAME.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Saves the file a registry route answers as it is (a register's xlsx or PDF, a statement), under
 * the name the server gives it; a refusal throws the `ApiError` of callRoute. Answers the file name.
 */
export async function downloadRouteFile<R extends AnyRoute>(
  route: ApiRoute<R>,
  params: Record<string, string | number>,
  fallbackName: string,
): Promise<string> {
  const response = await fetch(fillPath(route.path, params), { credentials: 'same-origin' });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: the text itself
    }
    throw new ApiError(response.status, response.statusText, text, body);
  }
  const fileName = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}
