import { documentRoutes } from '../../../shared/routes/documents';
import { createHandler } from '../../http/create-handler';
import { getFolderDetail } from '../../services/drive/get-folder';

export const handler = createHandler(documentRoutes.getFolder, ({ actor, params }) =>
  getFolderDetail(actor, params.id),
);
