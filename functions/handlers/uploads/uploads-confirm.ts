import { uploadRoutes } from '../../../shared/routes/uploads';
import { createHandler } from '../../http/create-handler';
import { confirmUpload } from '../../services/uploads/confirm-upload';

export const handler = createHandler(uploadRoutes.confirm, ({ actor, params, now }) =>
  confirmUpload(actor, params.id, now),
);
