import type { LogoResponse } from '../../../shared/schemas/settings';
import { getUpload } from '../../repositories/uploads';
import { readObject } from '../../storage/read-object';
import { readSetting } from './settings-reader';

/** The last logo read, by upload id: a new logo is a new upload, so the cached copy never goes stale. */
let cached: { uploadId: string; answer: LogoResponse } | undefined;

/** The organisation logo as a data URL (the portal's CSP allows `data:` images, not the bucket's host). */
export async function readLogo(): Promise<LogoResponse> {
  const uploadId = (await readSetting('organization_logo'))?.trim();
  if (!uploadId) return { dataUrl: null };
  if (cached?.uploadId === uploadId) return cached.answer;
  const upload = await getUpload(uploadId);
  if (upload?.status !== 'attached' || !upload.contentType) return { dataUrl: null };
  const bytes = await readObject(upload.bucket, upload.key);
  const answer = { dataUrl: `data:${upload.contentType};base64,${Buffer.from(bytes).toString('base64')}` };
  cached = { uploadId, answer };
  return answer;
}
