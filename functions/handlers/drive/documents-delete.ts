import { documentRoutes } from '../../../shared/routes/documents';
import { createHandler } from '../../http/create-handler';
import { deleteDocument } from '../../services/drive/delete-document';

export const handler = createHandler(documentRoutes.remove, ({ actor, params, now }) =>
  deleteDocument(actor, params.id, now),
);
