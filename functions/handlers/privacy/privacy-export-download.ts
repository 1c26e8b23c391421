import { privacyRoutes } from '../../../shared/routes/privacy';
import { createHandler } from '../../http/create-handler';
import { downloadPrivacyExport } from '../../services/privacy/privacy-jobs';

export const handler = createHandler(privacyRoutes.download, ({ actor, params }) =>
  downloadPrivacyExport(actor, params.id),
);
