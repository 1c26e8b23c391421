import { accountRoutes } from '../../../shared/routes/account';
import { createHandler } from '../../http/create-handler';
import { verifyResetToken } from '../../services/auth/verify-reset-token';

export const handler = createHandler(accountRoutes.verifyReset, ({ body, clientIp, now }) =>
  verifyResetToken(body.userId, body.token, clientIp, now),
);
