import { signingRoutes } from '../../../shared/routes/signing';
import { createHandler } from '../../http/create-handler';
import { signedDocumentDownload } from '../../services/signing/signed-documents';

export const handler = createHandler(signingRoutes.download, ({ params, query }) =>
  signedDocumentDownload(params.id, query.part, query.disposition),
);
