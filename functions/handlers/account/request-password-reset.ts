import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { requestPasswordReset } from '../../services/auth/account-links';

export const handler = createHandler(routes.account.requestReset, ({ body, clientIp, now }) =>
  requestPasswordReset(body.usernameOrEmail, clientIp, now),
);
