import { sessionRoutes } from '../../../shared/routes/sessions';
import { createHandler } from '../../http/create-handler';
import { exportImpactXlsx } from '../../services/sessions/impact-xlsx-file';

export const handler = createHandler(sessionRoutes.impactExportXlsx, ({ actor, body }) =>
  exportImpactXlsx(actor, body),
);
