import { userRoutes } from '../../../shared/routes/users';
import { createHandler } from '../../http/create-handler';
import { sendInvitation } from '../../services/auth/account-links';

export const handler = createHandler(userRoutes.invite, ({ actor, params, now }) =>
  sendInvitation(actor, params.id, now),
);
