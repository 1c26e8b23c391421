import { emailRoutes } from '../../../shared/routes/email';
import { createHandler } from '../../http/create-handler';
import { listEmailTemplates } from '../../services/email/templates';

export const handler = createHandler(emailRoutes.templates, () => listEmailTemplates());
