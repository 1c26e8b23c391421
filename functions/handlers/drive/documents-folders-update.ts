import { documentRoutes } from '../../../shared/routes/documents';
import { createHandler } from '../../http/create-handler';
import { updateFolder } from '../../services/drive/update-folder';

export const handler = createHandler(documentRoutes.updateFolder, ({ actor, params, body, now }) =>
  updateFolder(actor, params.id, body, now),
);
