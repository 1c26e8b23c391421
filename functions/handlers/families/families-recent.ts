import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { listRecentRegistrations } from '../../services/families/manage-families';

export const handler = createHandler(routes.families.recent, ({ now }) => listRecentRegistrations(now));
