import { sessionRoutes } from '../../../shared/routes/sessions';
import { createHandler } from '../../http/create-handler';
import { listPlannedSessions } from '../../services/sessions/planned-sessions';

export const handler = createHandler(sessionRoutes.planned, ({ actor, query, now }) =>
  listPlannedSessions(actor, query, now),
);
