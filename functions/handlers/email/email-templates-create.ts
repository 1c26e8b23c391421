import { emailRoutes } from '../../../shared/routes/email';
import { createHandler } from '../../http/create-handler';
import { createEmailTemplate } from '../../services/email/templates';

export const handler = createHandler(emailRoutes.createTemplate, ({ actor, body, now }) =>
  createEmailTemplate(actor, body, now),
);
