import { documentRoutes } from '../../../shared/routes/documents';
import { createHandler } from '../../http/create-handler';
import { listFolders } from '../../services/drive/list-folders';

export const handler = createHandler(documentRoutes.listFolders, ({ actor, query }) =>
  listFolders(actor, query),
);
