import { signingRoutes } from '../../../shared/routes/signing';
import { createHandler } from '../../http/create-handler';
import { verifySignature } from '../../services/signing/verify-signature';

export const handler = createHandler(signingRoutes.verify, ({ params, clientIp, now }) =>
  verifySignature(params.token, clientIp, now),
);
