import { volunteerRecordRoutes } from '../../../shared/routes/volunteer-records';
import { createHandler } from '../../http/create-handler';
import { updateScreening } from '../../services/volunteer-records/update-screening';

export const handler = createHandler(volunteerRecordRoutes.screeningUpdate, ({ actor, params, body, now }) =>
  updateScreening(actor, params.id, body, now),
);
