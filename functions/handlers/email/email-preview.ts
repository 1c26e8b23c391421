import { emailRoutes } from '../../../shared/routes/email';
import { createHandler } from '../../http/create-handler';
import { previewEmail } from '../../services/email/preview-email';

export const handler = createHandler(emailRoutes.preview, ({ body, actor, now }) =>
  previewEmail(actor, body, now),
);
