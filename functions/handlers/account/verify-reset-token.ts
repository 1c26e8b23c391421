import { accountRoutes } from '../../../shared/routes/account';
import { createHandler } from '../../http/create-handler';
import { verifyResetToken } from '../../services/auth/verify-reset-token';

export const handler = createHandler(accountRoutes.verifyReset, ({ params, clientIp, now }) =>
  verifyResetToken(params.userId, params.resetToken, clientIp, now),
);
