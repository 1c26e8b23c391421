import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { verifyInvitation } from '../../services/auth/account-links';

export const handler = createHandler(routes.account.verifyInvite, ({ params, now }) =>
  verifyInvitation(params.userId, params.inviteToken, now),
);
