import { familyRoutes } from '../../../shared/routes/families';
import { createHandler } from '../../http/create-handler';
import { getFamilyFor } from '../../services/families/get-family';

export const handler = createHandler(familyRoutes.get, ({ actor, params, now }) =>
  getFamilyFor(actor, params.id, now),
);
