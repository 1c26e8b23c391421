import { userRoutes } from '../../../shared/routes/users';
import { createHandler } from '../../http/create-handler';
import { changePasswordOf } from '../../services/users/change-user-password';

export const handler = createHandler(userRoutes.changePassword, ({ actor, params, body, now }) =>
  changePasswordOf(actor, params.id, body.newPassword, now),
);
