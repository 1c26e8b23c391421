import { authRoutes } from '../../../shared/routes/auth';
import { createHandler } from '../../http/create-handler';
import { reauthenticate } from '../../services/auth/reauthenticate';

export const handler = createHandler(authRoutes.reauthenticate, ({ actor, body, now }) =>
  reauthenticate(actor, body.password, now),
);
