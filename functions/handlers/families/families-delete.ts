import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { removeFamily } from '../../services/families/manage-families';

export const handler = createHandler(routes.families.remove, ({ actor, params, now }) =>
  removeFamily(actor, params.id, now),
);
