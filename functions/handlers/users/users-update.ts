import { userRoutes } from '../../../shared/routes/users';
import { createHandler } from '../../http/create-handler';
import { updateUser } from '../../services/users/update-user';

export const handler = createHandler(userRoutes.update, ({ actor, params, body, now }) =>
  updateUser(actor, params.id, body, now),
);
