import { documentRoutes } from '../../../shared/routes/documents';
import { createHandler } from '../../http/create-handler';
import { startFolderDelete } from '../../services/drive/delete-folder';

export const handler = createHandler(documentRoutes.deleteFolder, ({ actor, params, now }) =>
  startFolderDelete(actor, params.id, now),
);
