import { userRoutes } from '../../../shared/routes/users';
import { createHandler } from '../../http/create-handler';
import { generateResetLink } from '../../services/auth/generate-reset-link';

export const handler = createHandler(userRoutes.generateResetLink, ({ actor, params, now }) =>
  generateResetLink(actor, params.id, now),
);
