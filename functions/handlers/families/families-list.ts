import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { listFamiliesFor } from '../../services/families/manage-families';

export const handler = createHandler(routes.families.list, ({ actor, query }) =>
  listFamiliesFor(actor, query),
);
