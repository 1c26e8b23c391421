import { userRoutes } from '../../../shared/routes/users';
import { createHandler } from '../../http/create-handler';
import { sendInvitation } from '../../services/auth/send-invitation';

export const handler = createHandler(userRoutes.invite, ({ actor, params, now }) =>
  sendInvitation(actor, params.id, now),
);
