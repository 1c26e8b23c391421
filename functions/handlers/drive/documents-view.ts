import { documentRoutes } from '../../../shared/routes/documents';
import { createHandler } from '../../http/create-handler';
import { documentLink } from '../../services/drive/document-links';

export const handler = createHandler(documentRoutes.view, ({ actor, params, now }) =>
  documentLink(actor, params.id, 'view', now),
);
