import { declarationRoutes } from '../../../shared/routes/declarations';
import { createHandler } from '../../http/create-handler';
import { listDeclarationsFor } from '../../services/declarations/list-declarations';

export const handler = createHandler(declarationRoutes.list, ({ actor, query, now }) =>
  listDeclarationsFor(actor, query, now),
);
