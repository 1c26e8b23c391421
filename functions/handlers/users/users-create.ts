import { userRoutes } from '../../../shared/routes/users';
import { createHandler } from '../../http/create-handler';
import { createUser } from '../../services/users/create-user';

export const handler = createHandler(userRoutes.create, ({ actor, body, now }) =>
  createUser(actor, body, now),
);
