import { sessionRoutes } from '../../../shared/routes/sessions';
import { createHandler } from '../../http/create-handler';
import { exportImpactPdf } from '../../services/sessions/impact-pdf-file';

export const handler = createHandler(sessionRoutes.impactExportPdf, ({ actor, body, now }) =>
  exportImpactPdf(actor, body, now),
);
