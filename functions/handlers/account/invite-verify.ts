import { accountRoutes } from '../../../shared/routes/account';
import { createHandler } from '../../http/create-handler';
import { verifyInvitation } from '../../services/auth/verify-invitation';

export const handler = createHandler(accountRoutes.verifyInvite, ({ params, clientIp, now }) =>
  verifyInvitation(params.userId, params.inviteToken, clientIp, now),
);
