import { volunteerLawRoutes } from '../../../shared/routes/volunteer-law';
import { createHandler } from '../../http/create-handler';
import { updateLawProfile } from '../../services/volunteer-law/update-law-profile';

export const handler = createHandler(volunteerLawRoutes.update, ({ actor, params, body, now }) =>
  updateLawProfile(actor, params.id, params.year, body, now),
);
