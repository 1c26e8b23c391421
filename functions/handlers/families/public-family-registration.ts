import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { registerFromPublicForm } from '../../services/families/register-family';

export const handler = createHandler(routes.families.publicRegistration, ({ body, clientIp, now }) =>
  registerFromPublicForm(body, clientIp, now),
);
