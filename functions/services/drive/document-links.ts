import { isShownInline } from '../../../shared/policies/drive';
import { attachmentDisposition, DOWNLOAD_URL_SECONDS, presignS3Url } from '../../storage/presign';
import type { Actor } from '../auth/sessions';
import { visibleDocument } from './document-access';

/**
 * A short-lived presigned GET of a visible document. Viewing shows PDFs and images in the browser
 * (inline); anything else, and every download, is saved as an attachment. The Content-Type is the
 * one detected from the bytes when the upload was confirmed, never the name's.
 */
export async function documentLink(actor: Actor, id: number, purpose: 'view' | 'download', now: Date) {
  const { document } = await visibleDocument(actor, id);
  const disposition =
    purpose === 'view' && isShownInline(document.contentType) ? ('inline' as const) : ('attachment' as const);
  const url = await presignS3Url({
    method: 'GET',
    bucket: document.bucket,
    key: document.key,
    expiresInSeconds: DOWNLOAD_URL_SECONDS,
    query: {
      'response-content-disposition': attachmentDisposition(document.name).replace(
        /^attachment/,
        disposition,
      ),
      'response-content-type': document.contentType,
    },
  });
  return {
    url,
    fileName: document.name,
    disposition,
    contentType: document.contentType,
    expiresAt: new Date(now.getTime() + DOWNLOAD_URL_SECONDS * 1000).toISOString(),
  };
}
