import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { listDeclarationsFor } from '../../services/declarations/manage-declarations';

export const handler = createHandler(routes.declarations.list, ({ actor, query }) =>
  listDeclarationsFor(actor, query.status),
);
