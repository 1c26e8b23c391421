import { volunteerRecordRoutes } from '../../../shared/routes/volunteer-records';
import { createHandler } from '../../http/create-handler';
import { acknowledgeNotice } from '../../services/volunteer-records/acknowledge-notice';

export const handler = createHandler(volunteerRecordRoutes.noticeAcknowledge, ({ actor, body, now }) =>
  acknowledgeNotice(actor, body.version, now),
);
