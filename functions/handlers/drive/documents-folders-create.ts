import { documentRoutes } from '../../../shared/routes/documents';
import { createHandler } from '../../http/create-handler';
import { createFolder } from '../../services/drive/create-folder';

export const handler = createHandler(documentRoutes.createFolder, ({ actor, body, now }) =>
  createFolder(actor, body, now),
);
