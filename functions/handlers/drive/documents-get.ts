import { documentRoutes } from '../../../shared/routes/documents';
import { createHandler } from '../../http/create-handler';
import { getDocumentDetail } from '../../services/drive/list-documents';

export const handler = createHandler(documentRoutes.get, ({ actor, params }) =>
  getDocumentDetail(actor, params.id),
);
