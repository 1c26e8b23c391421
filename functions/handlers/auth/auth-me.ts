import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { currentUser } from '../../services/auth/current-user';

export const handler = createHandler(routes.auth.me, ({ actor }) => currentUser(actor));
