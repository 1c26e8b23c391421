import { auditRoutes } from '../../../shared/routes/audit';
import { createHandler } from '../../http/create-handler';
import { listAudit } from '../../services/audit/list-audit';

export const handler = createHandler(auditRoutes.list, ({ query, now }) => listAudit(query, now));
