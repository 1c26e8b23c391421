import { sessionRoutes } from '../../../shared/routes/sessions';
import { createHandler } from '../../http/create-handler';
import { sessionOptions } from '../../services/sessions/session-options';

export const handler = createHandler(sessionRoutes.options, () => sessionOptions());
