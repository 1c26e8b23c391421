import { familyRoutes } from '../../../shared/routes/families';
import { createHandler } from '../../http/create-handler';
import { updateFamily } from '../../services/families/update-family';

export const handler = createHandler(familyRoutes.update, ({ actor, params, body, now }) =>
  updateFamily(actor, params.id, body, now),
);
