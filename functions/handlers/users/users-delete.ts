import { userRoutes } from '../../../shared/routes/users';
import { createHandler } from '../../http/create-handler';
import { removeUser } from '../../services/users/remove-user';

export const handler = createHandler(userRoutes.remove, ({ actor, params, now }) =>
  removeUser(actor, params.id, now),
);
