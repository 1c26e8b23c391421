import { authRoutes } from '../../../shared/routes/auth';
import { createHandler } from '../../http/create-handler';
import { updateOwnPreferences } from '../../services/auth/current-user';

export const handler = createHandler(authRoutes.preferences, ({ actor, body, now }) =>
  updateOwnPreferences(actor, body, now),
);
