import { familyRoutes } from '../../../shared/routes/families';
import { createHandler } from '../../http/create-handler';
import { listFamiliesFor } from '../../services/families/list-families';

export const handler = createHandler(familyRoutes.list, ({ actor, query }) => listFamiliesFor(actor, query));
