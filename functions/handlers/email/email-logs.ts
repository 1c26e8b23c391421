import { emailRoutes } from '../../../shared/routes/email';
import { createHandler } from '../../http/create-handler';
import { listEmailLogs } from '../../services/email/list-logs';

export const handler = createHandler(emailRoutes.logs, ({ query }) => listEmailLogs(query));
