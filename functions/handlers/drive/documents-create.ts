import { documentRoutes } from '../../../shared/routes/documents';
import { createHandler } from '../../http/create-handler';
import { createDocument } from '../../services/drive/create-document';

export const handler = createHandler(documentRoutes.create, ({ actor, body, now }) =>
  createDocument(actor, body, now),
);
