import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { removeUser } from '../../services/users/manage-users';

export const handler = createHandler(routes.users.remove, ({ actor, params, now }) =>
  removeUser(actor, params.id, now),
);
