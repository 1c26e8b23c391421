import { sessionRoutes } from '../../../shared/routes/sessions';
import { createHandler } from '../../http/create-handler';
import { exportImpactReport } from '../../services/sessions/impact-export';

export const handler = createHandler(sessionRoutes.impactExport, ({ actor, body, now }) =>
  exportImpactReport(actor, body, now),
);
