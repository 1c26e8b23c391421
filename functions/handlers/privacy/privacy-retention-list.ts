import { privacyRoutes } from '../../../shared/routes/privacy';
import { createHandler } from '../../http/create-handler';
import { listRetention } from '../../services/privacy/retention';

export const handler = createHandler(privacyRoutes.retentionList, ({ query }) => listRetention(query));
