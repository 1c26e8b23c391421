import { sessionRoutes } from '../../../shared/routes/sessions';
import { createHandler } from '../../http/create-handler';
import { updateSession } from '../../services/sessions/update-session';

export const handler = createHandler(sessionRoutes.update, ({ actor, params, body, now }) =>
  updateSession(actor, params.id, body, now),
);
