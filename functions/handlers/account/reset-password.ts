import { accountRoutes } from '../../../shared/routes/account';
import { createHandler } from '../../http/create-handler';
import { withinAddressLimit } from '../../services/auth/address-limits';
import { resetPassword } from '../../services/auth/set-password-by-link';

export const handler = createHandler(accountRoutes.resetPassword, ({ body, clientIp, now }) =>
  withinAddressLimit('use', clientIp, now, () =>
    resetPassword(body.userId, body.token, body.newPassword, now),
  ),
);
