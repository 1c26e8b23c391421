import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { sendInvitation } from '../../services/auth/account-links';

export const handler = createHandler(routes.users.invite, ({ actor, params, now }) =>
  sendInvitation(actor, params.id, now),
);
