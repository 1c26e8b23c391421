import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { verifyResetToken } from '../../services/auth/account-links';

export const handler = createHandler(routes.account.verifyReset, ({ params, now }) =>
  verifyResetToken(params.userId, params.resetToken, now),
);
