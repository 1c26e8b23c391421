import { documentRoutes } from '../../../shared/routes/documents';
import { createHandler } from '../../http/create-handler';
import { searchDocuments } from '../../services/drive/search-documents';

export const handler = createHandler(documentRoutes.search, ({ actor, query }) =>
  searchDocuments(actor, query.q),
);
