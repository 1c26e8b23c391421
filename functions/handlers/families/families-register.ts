import { familyRoutes } from '../../../shared/routes/families';
import { createHandler } from '../../http/create-handler';
import { registerFromPortal } from '../../services/families/register-family';

export const handler = createHandler(familyRoutes.register, ({ actor, body, now }) =>
  registerFromPortal(actor, body, now),
);
