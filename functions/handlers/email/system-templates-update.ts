import { emailRoutes } from '../../../shared/routes/email';
import { createHandler } from '../../http/create-handler';
import { updateSystemTemplate } from '../../services/email/system-templates';

export const handler = createHandler(emailRoutes.updateSystemTemplate, ({ actor, params, body, now }) =>
  updateSystemTemplate(actor, params.id, body, now),
);
