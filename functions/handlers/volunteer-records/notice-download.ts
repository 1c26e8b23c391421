import { volunteerRecordRoutes } from '../../../shared/routes/volunteer-records';
import { createHandler } from '../../http/create-handler';
import { noticeDownloadLink } from '../../services/volunteer-records/download-notice';

export const handler = createHandler(volunteerRecordRoutes.noticeDownload, () => noticeDownloadLink());
