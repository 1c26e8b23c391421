import { signingRoutes } from '../../../shared/routes/signing';
import { createHandler } from '../../http/create-handler';
import { verifyFile } from '../../services/signing/verify-signature';

export const handler = createHandler(signingRoutes.verifyFile, ({ body, clientIp, now }) =>
  verifyFile(body.sha256, clientIp, now),
);
