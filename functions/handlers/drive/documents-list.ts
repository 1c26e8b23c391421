import { documentRoutes } from '../../../shared/routes/documents';
import { createHandler } from '../../http/create-handler';
import { listDocuments } from '../../services/drive/list-documents';

export const handler = createHandler(documentRoutes.list, ({ actor, query }) => listDocuments(actor, query));
