import { familyRoutes } from '../../../shared/routes/families';
import { createHandler } from '../../http/create-handler';
import { listFamiliesFor } from '../../services/families/manage-families';

export const handler = createHandler(familyRoutes.list, ({ actor, query }) => listFamiliesFor(actor, query));
