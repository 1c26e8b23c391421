import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { updateUser } from '../../services/users/update-user';

export const handler = createHandler(routes.users.update, ({ actor, params, body, now }) =>
  updateUser(actor, params.id, body, now),
);
