import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { resetPassword } from '../../services/auth/account-links';

export const handler = createHandler(routes.account.resetPassword, ({ params, body, now }) =>
  resetPassword(params.userId, params.resetToken, body.newPassword, now),
);
