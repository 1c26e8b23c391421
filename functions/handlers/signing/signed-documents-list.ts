import { signingRoutes } from '../../../shared/routes/signing';
import { createHandler } from '../../http/create-handler';
import { listSigned } from '../../services/signing/signed-documents';

export const handler = createHandler(signingRoutes.list, ({ query }) => listSigned(query));
