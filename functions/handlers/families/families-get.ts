import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { getFamilyFor } from '../../services/families/manage-families';

export const handler = createHandler(routes.families.get, ({ actor, params }) =>
  getFamilyFor(actor, params.id),
);
