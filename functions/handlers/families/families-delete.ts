import { familyRoutes } from '../../../shared/routes/families';
import { createHandler } from '../../http/create-handler';
import { removeFamily } from '../../services/families/remove-family';

export const handler = createHandler(familyRoutes.remove, ({ actor, params, now }) =>
  removeFamily(actor, params.id, now),
);
