import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { listUsersFor } from '../../services/users/manage-users';

export const handler = createHandler(routes.users.list, ({ actor, query }) => listUsersFor(actor, query));
