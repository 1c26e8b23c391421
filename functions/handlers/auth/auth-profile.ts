import { authRoutes } from '../../../shared/routes/auth';
import { createHandler } from '../../http/create-handler';
import { ownProfile } from '../../services/auth/current-user';

export const handler = createHandler(authRoutes.profile, ({ actor }) => ownProfile(actor));
