import { emailRoutes } from '../../../shared/routes/email';
import { createHandler } from '../../http/create-handler';
import { listSystemTemplates } from '../../services/email/system-templates';

export const handler = createHandler(emailRoutes.systemTemplates, () => listSystemTemplates());
