import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { createUpload } from '../../services/uploads/upload-files';

export const handler = createHandler(routes.uploads.create, ({ actor, body, now }) =>
  createUpload(actor, body, now),
);
