import { signingRoutes } from '../../../shared/routes/signing';
import { createHandler } from '../../http/create-handler';
import { deleteSignedDocument } from '../../services/signing/delete-signed-document';

export const handler = createHandler(signingRoutes.remove, ({ actor, params, now }) =>
  deleteSignedDocument(actor, params.id, now),
);
