import { familyRoutes } from '../../../shared/routes/families';
import { createHandler } from '../../http/create-handler';
import { createFamily } from '../../services/families/create-family';

export const handler = createHandler(familyRoutes.create, ({ actor, body, now }) =>
  createFamily(actor, body, now),
);
