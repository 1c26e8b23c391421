import { emailRoutes } from '../../../shared/routes/email';
import { createHandler } from '../../http/create-handler';
import { removeEmailTemplate } from '../../services/email/templates';

export const handler = createHandler(emailRoutes.deleteTemplate, ({ actor, params, now }) =>
  removeEmailTemplate(actor, params.id, now),
);
