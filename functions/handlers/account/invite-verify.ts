import { accountRoutes } from '../../../shared/routes/account';
import { createHandler } from '../../http/create-handler';
import { verifyInvitation } from '../../services/auth/verify-invitation';

export const handler = createHandler(accountRoutes.verifyInvite, ({ body, clientIp, now }) =>
  verifyInvitation(body.userId, body.token, clientIp, now),
);
