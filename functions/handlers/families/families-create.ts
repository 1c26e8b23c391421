import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { createFamily } from '../../services/families/manage-families';

export const handler = createHandler(routes.families.create, ({ actor, body, now }) =>
  createFamily(actor, body, now),
);
