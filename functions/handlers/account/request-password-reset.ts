import { accountRoutes } from '../../../shared/routes/account';
import { createHandler } from '../../http/create-handler';
import { requestPasswordReset } from '../../services/auth/request-password-reset';

export const handler = createHandler(accountRoutes.requestReset, ({ body, clientIp, now }) =>
  requestPasswordReset(body.usernameOrEmail, clientIp, now),
);
