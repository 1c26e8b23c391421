import { familyRoutes } from '../../../shared/routes/families';
import { createHandler } from '../../http/create-handler';
import { listRecentRegistrations } from '../../services/families/list-recent-registrations';

export const handler = createHandler(familyRoutes.recent, ({ actor, now }) =>
  listRecentRegistrations(actor, now),
);
