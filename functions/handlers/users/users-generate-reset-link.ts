import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { generateResetLink } from '../../services/auth/account-links';

export const handler = createHandler(routes.users.generateResetLink, ({ actor, params, now }) =>
  generateResetLink(actor, params.id, now),
);
