import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { registerFromPortal } from '../../services/families/register-family';

export const handler = createHandler(routes.families.register, ({ actor, body, now }) =>
  registerFromPortal(actor, body, now),
);
