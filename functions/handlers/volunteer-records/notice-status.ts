import { volunteerRecordRoutes } from '../../../shared/routes/volunteer-records';
import { createHandler } from '../../http/create-handler';
import { readNoticeStatus } from '../../services/volunteer-records/notice-status';

export const handler = createHandler(volunteerRecordRoutes.noticeStatus, ({ actor }) =>
  readNoticeStatus(actor),
);
