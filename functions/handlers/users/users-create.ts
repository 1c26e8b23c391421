import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { createUser } from '../../services/users/create-user';

export const handler = createHandler(routes.users.create, ({ actor, body, now }) =>
  createUser(actor, body, now),
);
