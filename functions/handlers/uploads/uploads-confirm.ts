import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { confirmUpload } from '../../services/uploads/upload-files';

export const handler = createHandler(routes.uploads.confirm, ({ actor, params }) =>
  confirmUpload(actor, params.id),
);
