import { volunteerRecordRoutes } from '../../../shared/routes/volunteer-records';
import { createHandler } from '../../http/create-handler';
import { publishNotice } from '../../services/volunteer-records/publish-notice';

export const handler = createHandler(volunteerRecordRoutes.noticePublish, ({ actor, body, now }) =>
  publishNotice(actor, body.uploadId, now),
);
