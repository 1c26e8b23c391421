import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { changePasswordOf } from '../../services/users/change-user-password';

export const handler = createHandler(routes.users.changePassword, ({ actor, params, body, now }) =>
  changePasswordOf(actor, params.id, body.newPassword, now),
);
