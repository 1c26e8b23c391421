import { uploadRoutes } from '../../../shared/routes/uploads';
import { createHandler } from '../../http/create-handler';
import { createUpload } from '../../services/uploads/upload-files';

export const handler = createHandler(uploadRoutes.create, ({ actor, body, now }) =>
  createUpload(actor, body, now),
);
