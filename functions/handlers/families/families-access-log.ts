import { familyRoutes } from '../../../shared/routes/families';
import { createHandler } from '../../http/create-handler';
import { listFamilyAccess } from '../../services/privacy/list-family-access';

export const handler = createHandler(familyRoutes.accessLog, ({ params, query, now }) =>
  listFamilyAccess(params.id, query, now),
);
