import { volunteerLawRoutes } from '../../../shared/routes/volunteer-law';
import { createHandler } from '../../http/create-handler';
import { visibleActivityDays } from '../../services/volunteer-law/activity-days';

export const handler = createHandler(volunteerLawRoutes.activityDays, ({ actor, params }) =>
  visibleActivityDays(actor, params.id, params.year),
);
