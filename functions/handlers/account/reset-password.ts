import { accountRoutes } from '../../../shared/routes/account';
import { createHandler } from '../../http/create-handler';
import { resetPassword } from '../../services/auth/set-password-by-link';

export const handler = createHandler(accountRoutes.resetPassword, ({ params, body, now }) =>
  resetPassword(params.userId, params.resetToken, body.newPassword, now),
);
