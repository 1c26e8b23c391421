import { sessionRoutes } from '../../../shared/routes/sessions';
import { createHandler } from '../../http/create-handler';
import { createSession } from '../../services/sessions/create-session';

export const handler = createHandler(sessionRoutes.create, ({ actor, body, now }) =>
  createSession(actor, body, now),
);
