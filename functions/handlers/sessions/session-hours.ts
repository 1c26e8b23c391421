import { sessionRoutes } from '../../../shared/routes/sessions';
import { createHandler } from '../../http/create-handler';
import { sessionHours } from '../../services/sessions/session-hours';

export const handler = createHandler(sessionRoutes.hours, ({ actor, query }) => sessionHours(actor, query));
