import { sessionRoutes } from '../../../shared/routes/sessions';
import { createHandler } from '../../http/create-handler';
import { removeSession } from '../../services/sessions/remove-session';

export const handler = createHandler(sessionRoutes.remove, ({ actor, params, now }) =>
  removeSession(actor, params.id, now),
);
