import { userRoutes } from '../../../shared/routes/users';
import { createHandler } from '../../http/create-handler';
import { listUsersFor } from '../../services/users/list-users';

export const handler = createHandler(userRoutes.list, ({ actor, query }) => listUsersFor(actor, query));
