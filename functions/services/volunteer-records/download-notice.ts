import { volunteerRecordMessages } from '../../../shared/messages/volunteer-records';
import { notFound } from '../../domain/errors';
import { getUpload } from '../../repositories/uploads';
import { getCurrentNotice } from '../../repositories/volunteer-records';
import { presignDownload } from '../../storage/presign';

/** Every signed-in user may read the current notice: it is what they are asked to acknowledge. */
export async function noticeDownloadLink(): Promise<{ url: string }> {
  const notice = await getCurrentNotice();
  const upload = notice ? await getUpload(notice.uploadId) : null;
  if (!notice || upload?.status !== 'attached') throw notFound(volunteerRecordMessages.notice.noNotice);
  const { url } = await presignDownload(upload.bucket, upload.key, notice.fileName);
  return { url };
}
