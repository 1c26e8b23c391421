import { authRoutes } from '../../../shared/routes/auth';
import { createHandler } from '../../http/create-handler';
import { currentUser } from '../../services/auth/current-user';

export const handler = createHandler(authRoutes.me, ({ actor }) => currentUser(actor));
