import { familyRoutes } from '../../../shared/routes/families';
import { createHandler } from '../../http/create-handler';
import { registerFromPublicForm } from '../../services/families/register-family';

export const handler = createHandler(familyRoutes.publicRegistration, ({ body, clientIp, now }) =>
  registerFromPublicForm(body, clientIp, now),
);
