import { sessionRoutes } from '../../../shared/routes/sessions';
import { createHandler } from '../../http/create-handler';
import { listFamilySessions } from '../../services/sessions/list-sessions';

export const handler = createHandler(sessionRoutes.list, ({ actor, params, query }) =>
  listFamilySessions(actor, params.familyId, query),
);
