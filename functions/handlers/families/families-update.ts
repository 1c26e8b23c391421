import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { updateFamily } from '../../services/families/manage-families';

export const handler = createHandler(routes.families.update, ({ actor, params, body, now }) =>
  updateFamily(actor, params.id, body, now),
);
