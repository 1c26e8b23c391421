import { sessionRoutes } from '../../../shared/routes/sessions';
import { createHandler } from '../../http/create-handler';
import { completeAppointment } from '../../services/sessions/complete-appointment';

export const handler = createHandler(sessionRoutes.complete, ({ actor, body, now }) =>
  completeAppointment(actor, body, now),
);
